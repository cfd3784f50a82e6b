import type { SearchCard } from '@/cms/cache/memory'
import { highlightParts, snippetAround } from '@/features/search/logic'
import { imageHtml } from '../image-html'
import { html, type Markup } from '@/lib/html'
import { populated } from '@/lib/stored-values'
import { formatDate } from '@/lib/vi'
import { vi } from '@/i18n/vi'
import type { Category } from '@/payload-types'
import { paginationHtml } from '../pagination'
import { primaryCategory } from '../posts/PostMeta'

export const SEARCH_PER_PAGE = 10

/** A result's picture: the whole width of the page's column on phones (up to 639 px, site.css), else 160 px beside the text. */
const RESULT_IMAGE_SIZES = '(max-width: 639px) calc(100vw - 32px), 160px'

/** One page of a search, as the results show it. `categories` are suggested when nothing is found. */
export interface SearchResults {
  query: string
  page: number
  terms: string[]
  total: number
  cards: SearchCard[]
  categories: Pick<Category, 'id' | 'name' | 'slug'>[]
}

/** The address of a page of a search. */
export const searchHref = (query: string, page: number) => `/tim-kiem?s=${encodeURIComponent(query)}${page > 1 ? `&trang=${page}` : ''}`

/** Text with the searched words in <mark>. */
function highlighted(text: string, terms: string[]): Markup {
  return html`${highlightParts(text, terms).map((part) => (part.match ? html`<mark>${part.text}</mark>` : part.text))}`
}

function resultHtml({ post, text, folded }: SearchCard, terms: string[]): Markup {
  const image = populated(post.featuredImage)
  const category = primaryCategory(post)
  const href = `/${post.slug}`
  const media =
    image?.url &&
    html`<a href="${href}" class="search-result__media" tabindex="-1" aria-hidden="true">${imageHtml(image.url, image.width ?? 1600, image.height ?? 900, RESULT_IMAGE_SIZES)}</a>`
  const badge = category && html`<a class="badge" href="/chuyen-muc/${category.slug}">${category.name}</a>`
  const title = html`<h2 class="search-result__title"><a href="${href}">${highlighted(post.title, terms)}</a></h2>`
  const snippet = html`<p class="search-result__snippet">${highlighted(snippetAround(text, terms, { folded }), terms)}</p>`
  const date = post.publishedAt && html`<time class="post-date" datetime="${post.publishedAt}">${formatDate(post.publishedAt)}</time>`
  return html`<article class="search-result">${media}<div>${badge}${title}${snippet}${date}</div></article>`
}

/**
 * What the search page shows under its search box, as HTML: the count, or what to try when nothing is found, then the
 * results and the page links. The page renders it, and so does the front for each new query (src/lib/search-frame.mjs).
 */
export function searchResultsHtml({ query, page, terms, total, cards, categories }: SearchResults): string {
  if (!query) return html`<p class="search-page__hint">${vi.searchEmptyQuery}</p>`.html
  const topics = categories.map((category) => html`<li><a class="tag" href="/chuyen-muc/${category.slug}">${category.name}</a></li>`)
  const nothingFound = html`<p class="search-empty__title">${vi.searchNoResults(query)}</p><p>${vi.searchSuggestions}</p><ul class="search-empty__topics">${topics}</ul>`
  const summary =
    total > 0
      ? html`<p class="archive-header__count" role="status">${vi.searchCount(total)}</p>`
      : html`<div class="search-empty" role="status">${nothingFound}</div>`
  const results = html`<ol class="search-results">${cards.map((card) => html`<li>${resultHtml(card, terms)}</li>`)}</ol>`
  const pagination = paginationHtml({ page, totalPages: Math.ceil(total / SEARCH_PER_PAGE), hrefFor: (n) => searchHref(query, n) })
  return html`${summary}${results}${pagination}`.html
}
