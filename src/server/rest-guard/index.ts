import fs from 'node:fs/promises'
import path from 'node:path'
import {
  buildVersionCollectionFields,
  buildVersionGlobalFields,
  type Endpoint,
  type FlattenedField,
  type PayloadRequest,
  type SanitizedCollectionConfig,
  type SanitizedConfig,
  type SanitizedGlobalConfig,
} from 'payload'
import { vi } from '@/i18n/vi'
import { objectStore } from '../object-store'
import { Refusal } from '../refusal'
import { CONTROL_CHARACTER, findBadBody } from './body'
import { findBadParameter } from './query'
import { fitsId, idTypeOf } from './where'

/** The collection or global an endpoint belongs to (none for the API's root endpoints). */
type Owner = { collection: SanitizedCollectionConfig } | { global: SanitizedGlobalConfig } | null

const badRequest = (message: string) => new Refusal(message, 400)
const notFound = (message: string) => new Refusal(message, 404)

function isPlainFileName(name: string): boolean {
  return !CONTROL_CHARACTER.test(name) && !/[/\\]/.test(name) && name !== '.' && name !== '..'
}

/** Checks one request before the endpoint runs; throws the 4xx answer Payload's error handler then sends. */
async function checkRequest(req: PayloadRequest, endpoint: Endpoint, owner: Owner, config: SanitizedConfig) {
  const entity = owner && ('collection' in owner ? owner.collection : owner.global)
  const isVersionRoute = Boolean(entity) && endpoint.path.startsWith('/versions')
  if (isVersionRoute && !entity!.versions) throw notFound(vi.api.noVersions)

  const { id, filename, key } = req.routeParams ?? {}
  const idType =
    owner && 'collection' in owner && !isVersionRoute
      ? idTypeOf(config, owner.collection.slug)
      : config.db.defaultIDType
  if (typeof id === 'string' && idType === 'number' && !(/^\d+$/.test(id) && fitsId(id)))
    throw notFound(vi.api.notFound)
  if (typeof filename === 'string') await checkFile(filename, owner)

  // Payload refuses these itself, in English.
  if (
    endpoint.path === '/' &&
    (endpoint.method === 'patch' || endpoint.method === 'delete') &&
    !('where' in (req.query ?? {}))
  ) {
    throw badRequest(vi.api.filterRequired)
  }
  const bad = findBadParameter(
    req.query ?? {},
    entity ? { config, fields: queryFields(owner, isVersionRoute, config), idType } : null,
  )
  if (bad) throw badRequest('name' in bad ? vi.api.badParameter(bad.name) : vi.api.badFilter(bad.filter))

  const badBody = await findBadBody(req, entity?.flattenedFields)
  if (badBody) throw badRequest(badBody)
  // Payload fills `req.data` from a JSON body or the `_payload` field of a form only; its writes fail without it.
  if (['POST', 'PATCH', 'PUT'].includes(req.method ?? '')) req.data ??= {}

  // Payload's database adapter fails (500) when the preference to delete does not exist.
  if (endpoint.method === 'delete' && typeof key === 'string' && req.user && entity?.slug === 'payload-preferences') {
    const user = { 'user.value': { equals: req.user.id }, 'user.relationTo': { equals: req.user.collection } }
    const { totalDocs } = await req.payload.count({
      collection: 'payload-preferences',
      where: { key: { equals: key }, ...user },
      req,
    })
    if (totalDocs === 0) throw notFound(vi.api.notFound)
  }
}

async function checkFile(filename: string, owner: Owner) {
  if (!isPlainFileName(filename)) throw badRequest(vi.api.badFileName)
  const staticDir = owner && 'collection' in owner ? owner.collection.upload?.staticDir : undefined
  // In a bucket (docs/instances.md, Object storage) a missing file is answered 404 by the bucket's own handler.
  if (!staticDir || objectStore()) return
  const exists = await fs.stat(path.join(path.resolve(staticDir), filename)).then(
    () => true,
    () => false,
  )
  if (!exists) throw notFound(vi.api.fileNotFound)
}

const versionFields = new WeakMap<object, FlattenedField[]>()

/** The fields a `where` on this endpoint filters: the document's own, or those of its versions. */
function queryFields(owner: NonNullable<Owner>, isVersionRoute: boolean, config: SanitizedConfig): FlattenedField[] {
  const entity = 'collection' in owner ? owner.collection : owner.global
  if (!isVersionRoute) return entity.flattenedFields
  let fields = versionFields.get(entity)
  if (!fields) {
    fields =
      'collection' in owner
        ? buildVersionCollectionFields(config, owner.collection, true)
        : buildVersionGlobalFields(config, owner.global, true)
    versionFields.set(entity, fields)
  }
  return fields
}

function guard(endpoints: Endpoint[] | false, owner: Owner, config: SanitizedConfig): Endpoint[] | false {
  if (!endpoints) return endpoints
  // Payload shares its default endpoint objects between collections: each gets new ones.
  return endpoints.map((endpoint) => ({
    ...endpoint,
    handler: async (req: PayloadRequest) => {
      await checkRequest(req, endpoint, owner, config)
      return endpoint.handler(req)
    },
  }))
}

/**
 * Puts a check in front of every REST endpoint of the config: route parameters (ids, file names), query parameters
 * (`where` against the fields it filters, `limit`, `page`, `depth`, `sort`, `select`…) and the body's shape, so
 * that bad input gets a 400 or 404 with a Vietnamese message instead of failing inside Payload or the database.
 * Both the `/api` route and the integration tests reach the endpoints through Payload's `handleEndpoints`.
 */
export async function guardRestApi(incoming: Promise<SanitizedConfig>): Promise<SanitizedConfig> {
  const config = await incoming
  config.endpoints = (guard(config.endpoints, null, config) || []) as SanitizedConfig['endpoints']
  for (const collection of config.collections)
    collection.endpoints = guard(collection.endpoints, { collection }, config)
  for (const global of config.globals) global.endpoints = guard(global.endpoints, { global }, config)
  return config
}
