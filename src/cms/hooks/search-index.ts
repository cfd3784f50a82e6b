import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { indexPost, unindexPost as removeFromIndex } from '@/server/search'
import { isVisible } from '../schedule/logic'

/**
 * Keeps the full-text index equal to the posts visitors may read. A saved draft leaves the published version
 * (and so the index) as it was; publishing indexes, unpublishing removes. A post published with a future date stays
 * out until its scheduled publish saves it again at that date (cms/schedule/).
 */
export const syncSearchIndex: CollectionAfterChangeHook = async ({ doc, req }) => {
  const published = await req.payload.db.findOne<{ id: number; _status?: 'draft' | 'published'; publishedAt?: string | null }>({
    collection: 'posts',
    where: { id: { equals: doc.id } },
    req,
  })
  if (published && isVisible(published, new Date())) await indexPost(req.payload, published, req)
  else await removeFromIndex(req.payload, doc.id, req)
  return doc
}

export const unindexPost: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await removeFromIndex(req.payload, doc.id, req)
  return doc
}
