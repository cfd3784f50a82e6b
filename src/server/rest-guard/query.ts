import { getFieldByPath } from 'payload'
import { z } from 'zod'
import { findBadCondition, isPlainObject, type WhereContext } from './where'

const flag = z.union([z.enum(['true', 'false']), z.boolean()])
const integer = (min: number, max: number) =>
  z
    .union([
      z
        .string()
        .regex(/^\d{1,9}$/)
        .transform(Number),
      z.number().int(),
    ])
    .pipe(z.number().min(min).max(max))
const fieldName = /^[\w-]+$/
const sortItem = /^[-+]?\w+(\.\w+)*$/
const localeCode = z.string().regex(/^[\w*-]{0,32}$/)

/** `select[title]=true`, nested for groups: field names down to `true` or `false`. */
const selection: z.ZodType = z.lazy(() => z.record(z.string().regex(fieldName), z.union([flag, selection])))

/**
 * The query parameters Payload's REST endpoints read (`parseParams` and `createPayloadRequest` in Payload), each in
 * the shape Payload expects. Others are left to the endpoint that reads them.
 */
const parameters = z.object({
  limit: integer(0, 1000).optional(),
  page: integer(1, 100_000).optional(),
  depth: integer(0, 10).optional(),
  draft: flag.optional(),
  trash: flag.optional(),
  pagination: flag.optional(),
  autosave: flag.optional(),
  overrideLock: flag.optional(),
  flattenLocales: flag.optional(),
  publishAllLocales: flag.optional(),
  unpublishAllLocales: flag.optional(),
  sort: z
    .union([z.string(), z.array(z.string())])
    .refine((sort) => (Array.isArray(sort) ? sort : sort.split(',')).every((item) => sortItem.test(item)))
    .optional(),
  locale: localeCode.optional(),
  fallbackLocale: localeCode.optional(),
  select: selection.optional(),
  populate: z.record(z.string().regex(/^[\w-]+$/), selection).optional(),
  joins: z.union([flag, z.record(z.string(), z.union([flag, z.looseObject({})]))]).optional(),
  data: z
    .string()
    .refine((data) => isPlainObject(parseJson(data)))
    .optional(),
})

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * Whether every `sort` path names a field of the queried documents (a group's fields included), not one reached
 * through a relationship: Payload rejects such a path outside its error handling (an unhandled rejection beside its
 * 400), and nothing on the site sorts that way.
 */
function sortsByOwnFields(sort: unknown, { config, fields }: WhereContext): boolean {
  const items = Array.isArray(sort) ? sort : String(sort).split(',')
  return items.every((item) => {
    const path = String(item).replace(/^[-+]/, '')
    return path === 'id' || getFieldByPath({ config, fields, path }) !== null
  })
}

/**
 * The first query parameter Payload could not use: its name, or for `where` the path of the wrong condition (shown
 * only when it looks like a field path: it is the visitor's text), or null when all are fine. `where` and `sort` are
 * checked against the fields when they are known (`filtered`).
 */
export function findBadParameter(
  query: Record<string, unknown>,
  filtered: WhereContext | null,
): { name: string } | { filter: string } | null {
  const checked = parameters.safeParse(query)
  if (!checked.success) return { name: String(checked.error.issues[0].path[0]) }
  if (filtered && query.sort !== undefined && !sortsByOwnFields(query.sort, filtered)) return { name: 'sort' }
  if (!('where' in query) || !filtered) return null
  const bad = findBadCondition(typeof query.where === 'string' ? parseJson(query.where) : query.where, filtered)
  if (!bad) return null
  return { filter: /^[\w.]{1,64}$/.test(bad) ? bad : 'where' }
}
