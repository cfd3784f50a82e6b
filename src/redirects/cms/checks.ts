import type { PayloadRequest } from 'payload'
import { redirects as words } from '@/i18n/redirects'
import { siteOrigins } from '@/lib/site-origin.mjs'
import { normaliseFrom, normaliseTo, targetKey } from '../rules/address.mjs'
import { MAX_HOPS } from '../rules/redirect-map.mjs'

/**
 * A redirect's checks on save (docs/redirects.md, Editing): addresses as the rules read them, one redirect per old
 * address, and no loop. A `to` that is another redirect's `from` is a chain: allowed, and answered in one hop by the
 * front, unless it leads back to this redirect's `from`.
 */

interface CheckArgs {
  req: PayloadRequest
  id?: number | string
  data?: Partial<{ from: unknown }>
}

let known: { site: string; origins: string[] } | undefined

/** Our own origins, whose absolute addresses a `to` is stored as a path of (read once per site address). */
export function ownOrigins(): string[] {
  const site = `${process.env.SITE_URL}|${process.env.PORT}`
  if (known?.site !== site) known = { site, origins: siteOrigins(process.env) }
  return known.origins
}

/** The `to` of the redirect from `from`, other than the one being saved, or null. */
async function redirectFrom(req: PayloadRequest, from: string, id?: number | string): Promise<{ to: string } | null> {
  const found = await req.payload.find({
    collection: 'redirects',
    where: { and: [{ from: { equals: from } }, ...(id === undefined ? [] : [{ id: { not_equals: id } }])] },
    limit: 1,
    depth: 0,
    pagination: false,
    req,
  })
  return found.docs[0] ?? null
}

export async function checkFrom(value: unknown, { req, id }: CheckArgs): Promise<true | string> {
  const result = normaliseFrom(value)
  if (result.error) return words.errors[result.error]
  return (await redirectFrom(req, result.from, id)) ? words.errors.duplicate(result.from) : true
}

export async function checkTo(value: unknown, { req, id, data }: CheckArgs): Promise<true | string> {
  const result = normaliseTo(value, ownOrigins())
  if (result.error) return words.errors[result.error]
  const from = normaliseFrom(data?.from).from
  if (!from) return true
  let key = targetKey(result.to)
  if (key === from) return words.errors.loop
  for (let hop = 0; key !== null && hop < MAX_HOPS; hop += 1) {
    const next = await redirectFrom(req, key, id)
    if (!next) return true
    key = targetKey(next.to)
    if (key === from) return words.errors.cycle(from)
  }
  return true
}
