import type { FlattenedField, PayloadRequest } from 'payload'
import { vi } from '@/i18n/vi'
import { isPlainObject } from './where'

export const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/

/** Names every object inherits (`toString`, `constructor`…): code that reads a stored value may call them. */
const BUILT_IN_KEYS = new Set(Object.getOwnPropertyNames(Object.prototype))

/** Whether a key anywhere in `value` shadows a built-in (`{"author": {"toString": 0}}` made Payload fail with 500). */
function hasBuiltInKey(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasBuiltInKey)
  if (!value || typeof value !== 'object') return false
  return Object.keys(value).some(
    (key) => BUILT_IN_KEYS.has(key) || hasBuiltInKey((value as Record<string, unknown>)[key]),
  )
}

/** Payload's own timestamps: a client may send them, and a date the database cannot read failed there as a 500. */
const TIMESTAMPS = ['createdAt', 'updatedAt'] as const

function isReadableDate(value: unknown): boolean {
  if (value === null || value === undefined) return true
  if (typeof value !== 'string') return false
  const time = Date.parse(value)
  if (!Number.isFinite(time)) return false
  const year = new Date(time).getUTCFullYear()
  return year >= 1 && year <= 9999
}

/** The first group field (a named group, nested groups included) sent as null: Payload's validation fails on it (500). */
function nullGroup(fields: readonly FlattenedField[], value: Record<string, unknown>): string | null {
  for (const field of fields) {
    if (field.type !== 'group') continue
    const group = value[field.name]
    if (group === null) return field.name
    const inner = isPlainObject(group) ? nullGroup(field.flattenedFields, group) : null
    if (inner) return `${field.name}.${inner}`
  }
  return null
}

function parseObject(text: string, fields: readonly FlattenedField[]): string | null {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return vi.api.badJson
  }
  if (!isPlainObject(value)) return vi.api.notAnObject
  if (hasBuiltInKey(value)) return vi.api.builtInKey
  const group = nullGroup(fields, value)
  if (group) return vi.api.nullGroup(group)
  return TIMESTAMPS.every((name) => isReadableDate(value[name])) ? null : vi.api.badTimestamp
}

/**
 * Why Payload could not use the body of a write (a Vietnamese message), or null: JSON must be an object without keys
 * named like built-in properties and without a group of `fields` (the written document's) sent as null, as must
 * an upload's `_payload` field, and uploaded files need a name without control characters. Reads a copy of the
 * body, so the endpoint still reads the original.
 */
export async function findBadBody(req: PayloadRequest, fields: readonly FlattenedField[] = []): Promise<string | null> {
  if (!['POST', 'PATCH', 'PUT'].includes(req.method ?? '') || !req.body || !req.clone) return null
  const [contentType] = (req.headers.get('content-type') ?? '').split(';', 1)
  if (contentType === 'application/json') {
    const text = await req.clone().text()
    return text ? parseObject(text, fields) : null
  }
  if (!contentType.includes('multipart/')) return null
  let form: FormData
  try {
    form = await req.clone().formData()
  } catch {
    return vi.api.badUpload
  }
  for (const [name, value] of form) {
    if (typeof value !== 'string' && CONTROL_CHARACTER.test(value.name)) return vi.api.badUpload
    if (name === '_payload' && typeof value === 'string') {
      const bad = parseObject(value, fields)
      if (bad) return bad
    }
  }
  return null
}
