import { plainText } from '@/lib/lexical'
import { foldDiacritics } from '@/lib/vi'
import { renderTags } from '@/cms/cache/cached-read'
import { memoryCaches, type SearchCard } from '@/cms/cache/memory'
import { POSTS_TAG, PRODUCTS_TAG, SITE_TAG } from '@/cms/cache/tags'
import { getPayloadClient } from '@/cms/queries'
import { searchPostIds } from '@/content/server/search'
import { searchAnswerKey } from '@/content/server/search/answer-key'
import { getPostCards } from './posts'

export interface SearchAnswer {
  /** The terms searched: the visitor's, or their correction when `corrected`. */
  terms: string[]
  total: number
  cards: SearchCard[]
  /** Whether the visitor's words found nothing and these are the results of a corrected query. */
  corrected: boolean
}

/**
 * A page of search results. The answer is kept per normalised query and page, and each result's card per post,
 * in this process's memory until posts change (or products: a correction may come from their words): a new query
 * costs the index lookup and only the posts not seen yet.
 */
export async function searchPosts(query: string, page: number, perPage: number): Promise<SearchAnswer> {
  renderTags().add(POSTS_TAG).add(PRODUCTS_TAG)
  const { searchIds, searchCards } = memoryCaches
  const key = `${searchAnswerKey(query, page)}|${perPage}`
  let found = searchIds.get(key)
  if (!found) {
    found = await searchPostIds(await getPayloadClient(), query, page, perPage)
    searchIds.set(key, found, [POSTS_TAG, PRODUCTS_TAG])
  }
  const missing = found.ids.filter((id) => !searchCards.get(String(id)))
  for (const post of await getPostCards(missing, { withText: true })) {
    const text = [post.excerpt, plainText(post.content)].filter(Boolean).join(' ')
    searchCards.set(String(post.id), { post: { ...post, content: null }, text, folded: foldDiacritics(text) }, [
      POSTS_TAG,
      SITE_TAG,
    ])
  }
  return {
    terms: found.terms,
    total: found.total,
    cards: found.ids.flatMap((id) => searchCards.get(String(id)) ?? []),
    corrected: found.corrected,
  }
}
