import { afterEach, describe, expect, it } from 'vitest'
import { invalidateMemoryCaches, memoryCaches } from './memory'
import { EVERYTHING_TAG, POSTS_TAG, PRODUCTS_TAG, pageTag } from './tags'

describe('the memory caches', () => {
  afterEach(() => invalidateMemoryCaches([EVERYTHING_TAG]))

  it('drop the entries stating a changed tag, and keep the others', () => {
    memoryCaches.searchIds.set('pin|1|10', { terms: ['pin'], ids: [1], total: 1, corrected: false }, [POSTS_TAG])
    memoryCaches.publishedLoops.set('pages:12', new Set(['grid']), [pageTag(12)])
    invalidateMemoryCaches([POSTS_TAG])
    expect(memoryCaches.searchIds.get('pin|1|10')).toBeUndefined()
    expect(memoryCaches.publishedLoops.get('pages:12')).toEqual(new Set(['grid']))
  })

  it('drop every entry of every cache for "everything", whatever tags the entries state', () => {
    memoryCaches.publishedLoops.set('pages:12', new Set(['grid']), [pageTag(12)])
    memoryCaches.searchProducts.set('sac', [3], [PRODUCTS_TAG])
    invalidateMemoryCaches([EVERYTHING_TAG])
    expect(memoryCaches.publishedLoops.size).toBe(0)
    expect(memoryCaches.searchProducts.size).toBe(0)
  })
})
