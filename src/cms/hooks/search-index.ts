import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Payload, PayloadRequest } from 'payload'
import { indexPost, indexProduct, unindexPost, unindexProduct, type IndexablePost, type IndexableProduct } from '@/server/search'
import type { IndexedCollection } from '@/server/search/types'

type Indexable = IndexablePost & IndexableProduct & { _status?: string | null }

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
 * Keeps a collection's full-text index equal to its published documents. A saved draft leaves the published version
 * (and so the index) as it was; publishing indexes, unpublishing removes.
 */
export const syncSearchIndex =
  (collection: IndexedCollection): CollectionAfterChangeHook =>
  async ({ doc, req }) => {
    const published = await req.payload.db.findOne<Indexable>({ collection, where: { id: { equals: doc.id } }, req })
    if (published?._status === 'published') await indexes[collection].index(req.payload, published, req)
    else await indexes[collection].unindex(req.payload, doc.id, req)
    return doc
  }

export const removeFromSearchIndex =
  (collection: IndexedCollection): CollectionAfterDeleteHook =>
  async ({ doc, req }) => {
    await indexes[collection].unindex(req.payload, doc.id, req)
    return doc
  }
