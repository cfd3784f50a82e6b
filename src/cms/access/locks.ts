import type { Access, PayloadRequest, SanitizedConfig, Where } from 'payload'
import { isStaffUser } from '.'
import { relationId } from '@/lib/stored-values'

/** Payload's own collection of document locks ("someone is editing this"). */
const LOCKS = 'payload-locked-documents'

type Relation = { relationTo?: unknown; value?: unknown }
interface LockData {
  document?: Relation | null
  globalSlug?: string | null
  user?: Relation | null
}

/** Whether the request's user may change the document or global a lock points at. */
async function mayEditLockTarget(req: PayloadRequest, lock: LockData): Promise<boolean> {
  if (lock.globalSlug) {
    const global = req.payload.config.globals.find(({ slug }) => slug === lock.globalSlug)
    return Boolean(global) && (await global!.access.update({ req })) === true
  }
  const slug = lock.document?.relationTo
  const id = relationId(lock.document?.value)
  const collection = typeof slug === 'string' ? req.payload.collections[slug as 'posts']?.config : undefined
  if (!collection || id === null) return false
  const access = await collection.access.update({ req, id })
  if (access === true || access === false) return access
  const { totalDocs } = await req.payload.count({
    collection: collection.slug as 'posts',
    where: { and: [{ id: { equals: id } }, access] },
    req,
  })
  return totalDocs > 0
}

const isHolder = (req: PayloadRequest, lock: LockData) =>
  lock.user?.relationTo === 'users' && relationId(lock.user.value) === req.user?.id

/** A lock written by a user names that user, and no one else. */
const heldByRequester = (req: PayloadRequest, lock: LockData) => !lock.user || isHolder(req, lock)

/** A change names a new target or holder only if the requester may lock it. */
async function acceptableChange(req: PayloadRequest, data: LockData | undefined): Promise<boolean> {
  if (!data) return true
  if (!heldByRequester(req, data)) return false
  return data.document || data.globalSlug ? mayEditLockTarget(req, data) : true
}

async function storedLock(req: PayloadRequest, id: number | string): Promise<LockData | null> {
  const { docs } = await req.payload.find({ collection: LOCKS, where: { id: { equals: id } }, depth: 0, limit: 1, req })
  return docs[0] ?? null
}

/** Without an id (bulk changes), staff touch only their own locks. */
const ownLocks = (req: PayloadRequest): Where => ({ 'user.value': { equals: req.user!.id } })

const createLock: Access = async ({ req, data }) =>
  isStaffUser(req.user) && heldByRequester(req, data ?? {}) && mayEditLockTarget(req, data ?? {})

/** A lock one holds may always be released or renewed (the admin locks every document it opens, even read-only). */
async function mayTouchStoredLock(req: PayloadRequest, id: number | string): Promise<boolean> {
  const lock = await storedLock(req, id)
  return lock !== null && (isHolder(req, lock) || mayEditLockTarget(req, lock))
}

const updateLock: Access = async ({ req, id, data }) => {
  if (!isStaffUser(req.user) || !(await acceptableChange(req, data))) return false
  return id === undefined ? ownLocks(req) : mayTouchStoredLock(req, id)
}

const deleteLock: Access = async ({ req, id }) => {
  if (!isStaffUser(req.user)) return false
  return id === undefined ? ownLocks(req) : mayTouchStoredLock(req, id)
}

/**
 * Payload adds the locks collection while it builds the config, with "any logged-in user" for every operation and
 * no option to change that, so the built config gets these rules: staff see locks (the admin shows who is editing),
 * take or take over a lock only on a document they may edit, and release the locks they hold.
 */
export function guardDocumentLocks(config: SanitizedConfig): SanitizedConfig {
  const locks = config.collections.find(({ slug }) => slug === LOCKS)
  if (locks)
    locks.access = {
      ...locks.access,
      read: ({ req }) => isStaffUser(req.user),
      create: createLock,
      update: updateLock,
      delete: deleteLock,
    }
  return config
}
