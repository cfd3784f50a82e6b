import { getSiteChrome } from '@/cms/queries'
import { searchPosts } from '@/content/reads/search'
import { POSTS_TAG, PRODUCTS_TAG, SITE_TAG } from '@/cms/cache/tags'
import { createElement } from 'react'
import { searchProducts } from '@/shop/reads'
import type { SearchAnswer } from '@/lib/front-bridge.mjs'
import { escapeHtml } from '@/lib/html'
import { staticMarkup } from '@/lib/static-markup'
import { parsePageParam } from '../archives'
import { SEARCH_PER_PAGE, SearchResults, type SearchResultsData } from './SearchResults'

type Param = string | string[] | null | undefined

const firstValue = (value: Param): string => (Array.isArray(value) ? value[0] : value) ?? ''

/** The query a visitor typed (`?s=`), trimmed, at most 100 characters. */
export const searchQuery = (s: Param): string => firstValue(s).trim().slice(0, 100)

/** The results page asked for (`?trang=`); anything that is not a page number from 2 up is the first. */
const searchPage = (trang: Param): number => parsePageParam(firstValue(trang) || undefined) ?? 1

/** The results of one page of a search, as the search page shows them under its search box; products on the first page. */
export async function searchResultsFor(query: string, trang: Param): Promise<SearchResultsData> {
  const page = searchPage(trang)
  const { terms, corrected, total, cards } = await searchPosts(query, page, SEARCH_PER_PAGE)
  const [categories, products] = await Promise.all([
    query && total === 0 ? getSiteChrome().then((chrome) => chrome.categories) : [],
    page === 1 && terms.length ? searchProducts(terms) : [],
  ])
  return { query, page, terms, corrected, total, cards, categories, products, now: new Date() }
}

/**
 * A search answered without rendering its page: the query and its results for the kept frame. Null for an empty
 * query, whose page (a hint, no query) is not a frame's.
 */
export async function answerSearch(s: string | null, trang: string | null): Promise<SearchAnswer | null> {
  const query = searchQuery(s)
  if (!query) return null
  return {
    escapedQuery: escapeHtml(query),
    resultsHtml: await staticMarkup(createElement(SearchResults, { results: await searchResultsFor(query, trang) })),
    tags: [POSTS_TAG, PRODUCTS_TAG, SITE_TAG],
  }
}
