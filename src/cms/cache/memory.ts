import { TaggedCache } from '@/lib/tagged-cache'
import type { Post } from '@/payload-types'

/** A search's page of results, as ids: small, so thousands of distinct queries fit. */
export interface SearchIds {
  terms: string[]
  ids: number[]
  total: number
}

/** What a search result shows of a post: the post without its body, and the body's text (as is and folded) for the snippet. */
export interface SearchCard {
  post: Post
  text: string
  folded: string
}

interface MemoryCaches {
  searchIds: TaggedCache<SearchIds>
  searchCards: TaggedCache<SearchCard>
}

/**
 * This process's in-memory caches, for answers rendered per request (search) that Next.js's data cache would write
 * to disk one file per distinct query. Kept on `globalThis`: the server may load this module more than once.
 */
export const memoryCaches: MemoryCaches = ((globalThis as { __thuthuatMemoryCaches?: MemoryCaches }).__thuthuatMemoryCaches ??= {
  searchIds: new TaggedCache(5000),
  searchCards: new TaggedCache(5000),
})

export function invalidateMemoryCaches(tags: string[]): void {
  for (const cache of Object.values(memoryCaches)) cache.invalidate(tags)
}
