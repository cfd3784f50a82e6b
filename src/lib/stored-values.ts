/**
 * Reading what Payload and the builder stored. A stored value may come from an older version of a widget, a hand-edited
 * document or a relationship read at depth 0, so each reader accepts anything and never throws. Pure.
 */

/** A stored string trimmed and cut to `max` characters; '' for anything that is not a string. */
export function storedText(value: unknown, max: number): string {
  return typeof value === 'string' ? value.trim().slice(0, max) : ''
}

/** Whether a value is an object with fields (not an array, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A stored object's fields; an empty record for anything else (arrays, null, text). */
export function storedRecord(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {}
}

/** A relationship read at depth ≥ 1 is the related document, at depth 0 only its id: the document, or null. */
export function populated<T extends object>(value: number | T | null | undefined): T | null {
  return value && typeof value === 'object' ? value : null
}

/** The documents of a has-many relationship that were read populated (ids are left out). */
export function populatedAll<T extends object>(values: readonly (number | T)[] | null | undefined): T[] {
  return (values ?? []).flatMap((value) => (typeof value === 'object' && value ? [value] : []))
}

/** The id a relationship or a builder picker stored (an id, or a document with one): a positive integer, or null. */
export function relationId(value: unknown): number | null {
  const id = typeof value === 'object' && value ? storedRecord(value).id : value
  const number = typeof id === 'string' && id.trim() ? Number(id) : id
  return typeof number === 'number' && Number.isInteger(number) && number > 0 ? number : null
}

/** The ids of a hasMany relationship, populated or not; anything that is not an id is left out. */
export function relationIds(values: unknown): number[] {
  return Array.isArray(values) ? values.flatMap((value) => relationId(value) ?? []) : []
}
