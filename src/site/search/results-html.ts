import type { SearchCard } from '@/cms/cache/memory'
import { highlightParts, snippetAround } from '@/features/search/logic'
import { imageHtml } from '../image-html'
import { html, type Markup } from '@/lib/html'
import { populated } from '@/lib/stored-values'
import { formatDate } from '@/lib/vi'
import { vi } from '@/i18n/vi'
import type { Category, Product } from '@/payload-types'
import { productPricing } from '@/shop/rules/product'
import { paginationHtml } from '../pagination'
import { primaryCategory } from '../posts/PostMeta'
import { productImage } from '../../shop/views/ProductCard'
import { productPath } from '../../shop/views/paths'
import { priceHtml } from '../../shop/views/price-html'

export const SEARCH_PER_PAGE = 10

/** A result's picture: the whole width of the page's column on phones (up to 639 px, site.css), else 160 px beside the text. */
const RESULT_IMAGE_SIZES = '(max-width: 639px) calc(100vw - 32px), 160px'

/** A product's picture: half the column on phones (two a row, site.css), a quarter of the 760 px column above. */
const PRODUCT_IMAGE_SIZES = '(max-width: 639px) calc(50vw - 24px), 190px'

/** One page of a search, as the results show it. `categories` are suggested when nothing is found. */
export interface SearchResults {
  query: string
  page: number
  /** The terms searched: the query's, or their correction when `corrected`. */
  terms: string[]
  corrected: boolean
  total: number
  cards: SearchCard[]
  categories: Pick<Category, 'id' | 'name' | 'slug'>[]
  /** The published products holding the terms, shown in their own group above the articles (first page only). */
  products: Product[]
  /** When the prices are shown (a sale may start or end). */
  now: Date
}

/** The address of a page of a search. */
export const searchHref = (query: string, page: number) =>
  `/tim-kiem?s=${encodeURIComponent(query)}${page > 1 ? `&trang=${page}` : ''}`

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
  const date =
    post.publishedAt &&
    html`<time class="post-date" datetime="${post.publishedAt}">${formatDate(post.publishedAt)}</time>`
  return html`<article class="search-result">${media}<div>${badge}${title}${snippet}${date}</div></article>`
}

function productHtml(product: Product, terms: string[], now: Date): Markup {
  const image = productImage(product)
  const href = productPath(product)
  const media =
    image?.url &&
    html`<a href="${href}" class="search-product__media" tabindex="-1" aria-hidden="true">${imageHtml(image.url, image.width ?? 1200, image.height ?? 1200, PRODUCT_IMAGE_SIZES)}</a>`
  const name = html`<h3 class="search-product__name"><a href="${href}">${highlighted(product.name, terms)}</a></h3>`
  return html`<li class="search-product">${media}${name}${priceHtml(productPricing(product, now))}</li>`
}

/** The "Sản phẩm" group: the products found, each with its picture, name and price, linking to its page. */
function productsHtml(products: Product[], terms: string[], now: Date): Markup | null {
  if (!products.length) return null
  return html`<section class="search-products" aria-labelledby="search-products-title"><h2 class="search-products__title" id="search-products-title">${vi.searchProducts}</h2><ul class="search-products__list">${products.map((product) => productHtml(product, terms, now))}</ul></section>`
}

/**
 * What the search page shows under its search box, as HTML: the corrected query when the typed one found nothing, the
 * products found, the count of articles, or what to try when nothing is found, then the articles and the page links. The page renders it, and so does the front for each new query (src/lib/search-frame.mjs).
 */
export function searchResultsHtml({
  query,
  page,
  terms,
  corrected,
  total,
  cards,
  categories,
  products,
  now,
}: SearchResults): string {
  if (!query) return html`<p class="search-page__hint">${vi.searchEmptyQuery}</p>`.html
  const topics = categories.map(
    (category) => html`<li><a class="tag" href="/chuyen-muc/${category.slug}">${category.name}</a></li>`,
  )
  const nothingFound = html`<p class="search-empty__title">${vi.searchNoResults(query)}</p><p>${vi.searchSuggestions}</p><ul class="search-empty__topics">${topics}</ul>`
  const summary =
    total > 0
      ? html`<p class="archive-header__count" role="status">${vi.searchCount(total)}</p>`
      : html`<div class="search-empty" role="status">${nothingFound}</div>`
  const results = html`<ol class="search-results">${cards.map((card) => html`<li>${resultHtml(card, terms)}</li>`)}</ol>`
  const pagination = paginationHtml({
    page,
    totalPages: Math.ceil(total / SEARCH_PER_PAGE),
    hrefFor: (n) => searchHref(query, n),
  })
  const correction =
    corrected &&
    html`<p class="search-correction">${vi.searchCorrected(terms.join(' '))} <span class="search-correction__from">${vi.searchCorrectedFrom(query)}</span></p>`
  return html`${correction}${productsHtml(products, terms, now)}${summary}${results}${pagination}`.html
}
