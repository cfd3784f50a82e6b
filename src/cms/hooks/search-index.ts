import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { indexPost, unindexPost as removeFromIndex } from '@/server/search'

/**
 * Keeps the full-text index equal to the published posts. A saved draft leaves the published version
 * (and so the index) as it was; publishing indexes, unpublishing removes.
 */
export const syncSearchIndex: CollectionAfterChangeHook = async ({ doc, req }) => {
  const published = await req.payload.db.findOne<{ id: number; _status?: string }>({
    collection: 'posts',
    where: { id: { equals: doc.id } },
    req,
  })
  if (published?._status === 'published') await indexPost(req.payload, published, req)
  else await removeFromIndex(req.payload, doc.id, req)
  return doc
}

export const unindexPost: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await removeFromIndex(req.payload, doc.id, req)
  return doc
}
