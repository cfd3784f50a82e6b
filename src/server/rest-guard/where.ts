import { type FlattenedField, getFieldByPath, type SanitizedConfig } from 'payload'

/** What a query value must look like for the field it filters (`id`: a document's id, or a reference to one). */
type ValueKind = 'number' | 'id' | 'date' | 'boolean' | 'text' | 'point' | 'container' | 'any'

/** The largest id a document can have: PostgreSQL's ids are 32-bit integers (SQLite's are wider, never that large). */
const MAX_ID = 2_147_483_647

/** Whether a value can be a stored document's id: a whole number the id column holds. */
export function fitsId(value: string | number): boolean {
  const number = typeof value === 'number' ? value : /^-?\d{1,10}$/.test(value) ? Number(value) : NaN
  return Number.isInteger(number) && Math.abs(number) <= MAX_ID
}

export interface WhereContext {
  config: SanitizedConfig
  /** The fields the query filters: a collection's or a global's, or those of its versions. */
  fields: FlattenedField[]
  /** How documents of the queried collection are identified ('number' unless it has a custom id). */
  idType: 'number' | 'text'
}

const OPERATORS = new Set([
  'equals',
  'not_equals',
  'in',
  'not_in',
  'all',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
  'contains',
  'near',
  'within',
  'intersects',
])
const LIST_OPERATORS = new Set(['in', 'not_in', 'all'])
const GEOGRAPHIC_OPERATORS = new Set(['near', 'within', 'intersects'])
// Matching part of a text: PostgreSQL has no such operator for numbers, dates or booleans (it answers with an error).
const TEXT_OPERATORS = new Set(['like', 'not_like', 'contains'])
const CONTAINER_TYPES = new Set(['group', 'array', 'blocks', 'tab'])
const TEXT_TYPES = new Set(['text', 'textarea', 'email', 'code', 'select', 'radio', 'richText', 'json'])
const NUMBER = /^-?\d+(\.\d+)?$/

/** What the documents of a collection are identified by: its custom `id` field, or the database's own ids. */
export function idTypeOf(config: SanitizedConfig, slug: string): 'number' | 'text' {
  const custom = config.collections
    .find((each) => each.slug === slug)
    ?.flattenedFields.find((field) => field.name === 'id')
  return (custom?.type ?? config.db.defaultIDType) === 'number' ? 'number' : 'text'
}

/**
 * The field a query path leads to: the kind of its values, whether it holds several (`all` needs that) and, for a
 * select or radio field, the values it allows (PostgreSQL stores them as an enum and fails on any other).
 */
interface Target {
  kind: ValueKind
  hasMany: boolean
  options?: string[]
}

function targetOf(path: string, context: WhereContext): Target | null {
  const found = getFieldByPath({ config: context.config, fields: context.fields, includeRelationships: true, path })
  if (!found) {
    if (path === 'id') return { kind: context.idType === 'number' ? 'id' : 'text', hasMany: false }
    // A polymorphic relationship is queried through `<field>.value` and `<field>.relationTo`.
    const parent = path.match(/^(.+)\.(value|relationTo)$/)
    const relation =
      parent && getFieldByPath({ config: context.config, fields: context.fields, path: parent[1] })?.field
    if (!relation || !('relationTo' in relation) || !Array.isArray(relation.relationTo)) return null
    return { kind: parent[2] === 'value' ? 'any' : 'text', hasMany: Boolean(relation.hasMany) }
  }
  const { field } = found
  const options =
    field.type === 'select' || field.type === 'radio'
      ? field.options.map((option) => (typeof option === 'string' ? option : option.value))
      : undefined
  return { kind: kindOf(field, context.config), hasMany: 'hasMany' in field && Boolean(field.hasMany), options }
}

function kindOf(field: FlattenedField, config: SanitizedConfig): ValueKind {
  if (field.type === 'relationship' || field.type === 'upload') {
    if (Array.isArray(field.relationTo)) return 'any'
    return idTypeOf(config, field.relationTo) === 'number' ? 'id' : 'text'
  }
  if (field.type === 'number') return 'number'
  if (field.type === 'date') return 'date'
  if (field.type === 'checkbox') return 'boolean'
  if (field.type === 'point') return 'point'
  if (CONTAINER_TYPES.has(field.type)) return 'container'
  if (TEXT_TYPES.has(field.type)) return 'text'
  return 'any'
}

function isScalarOf({ kind, options }: Target, value: unknown): boolean {
  if (value === null || value === 'null') return true
  if (options) return typeof value === 'string' && options.includes(value)
  if (kind === 'id' && (typeof value === 'number' || typeof value === 'string')) return fitsId(value)
  if (typeof value === 'number') return Number.isFinite(value) && kind !== 'boolean' && kind !== 'date'
  if (typeof value === 'boolean') return kind === 'boolean' || kind === 'any'
  if (typeof value !== 'string' || value.includes('\u0000')) return false
  if (kind === 'number') return NUMBER.test(value) && Math.abs(Number(value)) <= Number.MAX_SAFE_INTEGER
  if (kind === 'date') return !Number.isNaN(Date.parse(value))
  if (kind === 'boolean') return value === 'true' || value === 'false'
  return true
}

function isValidCondition(target: Target, operator: string, value: unknown): boolean {
  const { kind, hasMany } = target
  if (!OPERATORS.has(operator) || (operator === 'all' && !hasMany)) return false
  if (operator === 'exists') return value === 'true' || value === 'false' || typeof value === 'boolean'
  // No collection has a point field: geographic operators have nothing to work on.
  if (GEOGRAPHIC_OPERATORS.has(operator) || kind === 'point' || kind === 'container') return false
  if (TEXT_OPERATORS.has(operator) && ['number', 'id', 'date', 'boolean'].includes(kind)) return false
  if (LIST_OPERATORS.has(operator)) {
    const items = typeof value === 'string' ? value.split(',') : value
    return Array.isArray(items) && items.every((item) => isScalarOf(target, item))
  }
  return isScalarOf(target, value)
}

/**
 * Checks a REST `where` (as qs parses it, or as JSON) against the fields it filters, before Payload turns it into
 * SQL: known fields only, operators that fit the field, values of the field's type (a date is a date, a number
 * fits the database), `and` / `or` as lists. Returns the path of the first condition that is wrong, or null.
 */
export function findBadCondition(where: unknown, context: WhereContext): string | null {
  if (!isPlainObject(where)) return 'where'
  for (const [path, constraint] of Object.entries(where)) {
    if (path === 'and' || path === 'or') {
      if (!Array.isArray(constraint)) return path
      for (const nested of constraint) {
        const bad = findBadCondition(nested, context)
        if (bad) return bad
      }
      continue
    }
    const target = targetOf(path, context)
    if (!target || !isPlainObject(constraint) || Object.keys(constraint).length === 0) return path
    for (const [operator, value] of Object.entries(constraint)) {
      if (!isValidCondition(target, operator, value)) return path
    }
  }
  return null
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
