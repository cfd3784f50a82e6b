import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Payload, PayloadRequest } from 'payload'
import {
  indexPost,
  indexProduct,
  unindexPost,
  unindexProduct,
  type IndexablePost,
  type IndexableProduct,
} from '@/content/server/search'
import type { IndexedCollection } from '@/content/server/search/types'
import { isVisible } from '../../../cms/schedule/logic'

type Indexable = IndexablePost &
  IndexableProduct & { _status?: 'draft' | 'published' | null; publishedAt?: string | null }

const indexes: Record<
  IndexedCollection,
  {
    index: (payload: Payload, doc: Indexable, req: Partial<PayloadRequest>) => Promise<void>
    unindex: (payload: Payload, id: number, req: Partial<PayloadRequest>) => Promise<void>
  }
> = {
  posts: { index: indexPost, unindex: unindexPost },
  products: { index: indexProduct, unindex: unindexProduct },
}

/**
 * Keeps a collection's full-text index equal to the documents visitors may read. A saved draft leaves the published
 * version (and so the index) as it was; publishing indexes, unpublishing removes. A post published with a future date
 * stays out until its scheduled publish saves it again at that date (cms/schedule/).
 */
export const syncSearchIndex =
  (collection: IndexedCollection): CollectionAfterChangeHook =>
  async ({ doc, req }) => {
    const published = await req.payload.db.findOne<Indexable>({ collection, where: { id: { equals: doc.id } }, req })
    const visible =
      collection === 'posts'
        ? published !== null && isVisible(published, new Date())
        : published?._status === 'published'
    if (published && visible) await indexes[collection].index(req.payload, published, req)
    else await indexes[collection].unindex(req.payload, doc.id, req)
    return doc
  }

export const removeFromSearchIndex =
  (collection: IndexedCollection): CollectionAfterDeleteHook =>
  async ({ doc, req }) => {
    await indexes[collection].unindex(req.payload, doc.id, req)
    return doc
  }
