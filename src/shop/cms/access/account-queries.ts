import { type CollectionBeforeOperationHook, type FlattenedField, type SanitizedConfig, type Where } from 'payload'
import { Refusal } from '@/server/refusal'

const ACCOUNT_QUERY_REFUSED = 'Không thể lọc theo thông tin của tài khoản người dùng.'

/** What may follow a relationship to accounts in a query path: the account's id, nothing else. */
const ID_SEGMENTS = new Set(['id', 'value', 'relationTo'])

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

type FieldsOf = (slug: string) => FlattenedField[] | undefined

/** Whether a query path, read from `fields`, goes through a relationship to accounts into the account's own fields. */
function reachesIntoAccounts(
  segments: string[],
  fields: FlattenedField[],
  fieldsOf: FieldsOf,
  operand: unknown,
): boolean {
  let current: FlattenedField[] | undefined = fields
  for (let i = 0; i < segments.length && current; i++) {
    const field: FlattenedField | undefined = current.find((candidate) => candidate.name === segments[i])
    if (!field) return false
    if (field.type === 'relationship' || field.type === 'upload') {
      const targets = Array.isArray(field.relationTo) ? field.relationTo : [field.relationTo]
      const rest = segments.slice(i + 1)
      const nested = Object.values(isPlainObject(operand) ? operand : {}).filter(isPlainObject)
      if (targets.includes('users')) return rest.some((segment) => !ID_SEGMENTS.has(segment)) || nested.length > 0
      if (targets.length !== 1) return false
      const related = fieldsOf(targets[0])
      // `relation.field` goes on in the related collection; `relation: { contains: { … } }` is a query of it.
      if (related && nested.some((where) => accountPathIn(where as Where, related, fieldsOf))) return true
      current = related
      continue
    }
    current = 'flattenedFields' in field ? field.flattenedFields : undefined
  }
  return false
}

function accountPathIn(where: Where, fields: FlattenedField[], fieldsOf: FieldsOf): boolean {
  return Object.entries(where).some(([key, value]) => {
    if (key === 'and' || key === 'or')
      return (
        Array.isArray(value) && value.some((inner) => isPlainObject(inner) && accountPathIn(inner, fields, fieldsOf))
      )
    return reachesIntoAccounts(key.split('.'), fields, fieldsOf, value)
  })
}

/**
 * Nobody learns anything about an account through another collection (`/api/authors?where[user.sessions.id][like]=a`,
 * `where[user.email]`, a byline's or an upload's account): a query through a relationship to accounts may name the
 * account's id only. Access rules still decide who reads what; this closes what field access cannot see (the
 * account's hidden fields) and answers before Payload's own query check, which leaves some rejections unhandled.
 */
const refuseAccountQueries: CollectionBeforeOperationHook = ({ args, collection, req }) => {
  const where = (args as { where?: unknown }).where
  if ((args as { overrideAccess?: boolean }).overrideAccess || !isPlainObject(where)) return args
  const fieldsOf: FieldsOf = (slug) => req.payload.collections[slug as 'posts']?.config.flattenedFields
  // Versions are queried as `version.<field>` and `parent.<field>`.
  const versioned = collection.versions
    ? { version: collection.flattenedFields, parent: collection.flattenedFields }
    : {}
  const fields = [
    ...collection.flattenedFields,
    ...Object.entries(versioned).map(
      ([name, flattenedFields]) => ({ name, type: 'group', flattenedFields }) as FlattenedField,
    ),
  ]
  if (accountPathIn(where as Where, fields, fieldsOf)) throw new Refusal(ACCOUNT_QUERY_REFUSED, 400)
  return args
}

/** Adds the rule to every collection of the built config, Payload's own included. */
export function guardAccountQueries(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    collection.hooks.beforeOperation = [...(collection.hooks.beforeOperation ?? []), refuseAccountQueries]
  }
  return config
}
