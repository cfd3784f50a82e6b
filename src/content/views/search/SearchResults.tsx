import type { SearchCard } from '@/cms/cache/memory'
import { highlightParts, snippetAround } from '@/content/rules/search/logic'
import { populated } from '@/lib/stored-values'
import { formatDate } from '@/lib/vi'
import { vi } from '@/i18n/vi'
import type { Category, Product } from '@/payload-types'
import { productPricing } from '@/shop/rules'
import { PriceTag, productImage, productPath } from '@/shop/views'
import { Pagination } from '../../../site/Pagination'
import { ResponsiveImage } from '../../../site/ResponsiveImage'
import { primaryCategory } from '../../../site/posts/PostMeta'

export const SEARCH_PER_PAGE = 10

/** A result's picture: 112 px beside the title on phones (up to 639 px, site.css), else 160 px beside the text. */
const RESULT_IMAGE_SIZES = '(max-width: 639px) 112px, 160px'

/** A product's picture: half the column on phones (two a row, site.css), a quarter of the 760 px column above. */
const PRODUCT_IMAGE_SIZES = '(max-width: 639px) calc(50vw - 24px), 190px'

/** One page of a search, as the results show it. `categories` are suggested when nothing is found. */
export interface SearchResultsData {
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
function Highlighted({ text, terms }: { text: string; terms: string[] }) {
  return highlightParts(text, terms).map((part, index) =>
    part.match ? <mark key={index}>{part.text}</mark> : part.text,
  )
}

function Result({ card: { post, text, folded }, terms }: { card: SearchCard; terms: string[] }) {
  const image = populated(post.featuredImage)
  const category = primaryCategory(post)
  const href = `/${post.slug}`
  return (
    <article className="search-result">
      {image?.url && (
        <a href={href} className="search-result__media" tabIndex={-1} aria-hidden="true">
          <ResponsiveImage
            src={image.url}
            alt=""
            width={image.width ?? 1600}
            height={image.height ?? 900}
            sizes={RESULT_IMAGE_SIZES}
          />
        </a>
      )}
      <div className="search-result__text">
        {category && (
          <a className="badge" href={`/chuyen-muc/${category.slug}`}>
            {category.name}
          </a>
        )}
        <h2 className="search-result__title">
          <a href={href}>
            <Highlighted text={post.title} terms={terms} />
          </a>
        </h2>
        <p className="search-result__snippet">
          <Highlighted text={snippetAround(text, terms, { folded })} terms={terms} />
        </p>
        {post.publishedAt && (
          <time className="post-date" dateTime={post.publishedAt}>
            {formatDate(post.publishedAt)}
          </time>
        )}
      </div>
    </article>
  )
}

function ProductResult({ product, terms, now }: { product: Product; terms: string[]; now: Date }) {
  const image = productImage(product)
  const href = productPath(product)
  return (
    <li className="search-product">
      {image?.url && (
        <a href={href} className="search-product__media" tabIndex={-1} aria-hidden="true">
          <ResponsiveImage
            src={image.url}
            alt=""
            width={image.width ?? 1200}
            height={image.height ?? 1200}
            sizes={PRODUCT_IMAGE_SIZES}
          />
        </a>
      )}
      <h3 className="search-product__name">
        <a href={href}>
          <Highlighted text={product.name} terms={terms} />
        </a>
      </h3>
      <PriceTag pricing={productPricing(product, now)} />
    </li>
  )
}

/** The "Sản phẩm" group: the products found, each with its picture, name and price, linking to its page. */
function ProductResults({ products, terms, now }: { products: Product[]; terms: string[]; now: Date }) {
  if (!products.length) return null
  return (
    <section className="search-products" aria-labelledby="search-products-title">
      <h2 className="search-products__title" id="search-products-title">
        {vi.searchProducts}
      </h2>
      <ul className="search-products__list">
        {products.map((product) => (
          <ProductResult key={product.id} product={product} terms={terms} now={now} />
        ))}
      </ul>
    </section>
  )
}

/** The count of articles found, or, with none, what to try instead. */
function Summary({ query, total, categories }: Pick<SearchResultsData, 'query' | 'total' | 'categories'>) {
  if (total > 0)
    return (
      <p className="archive-header__count" role="status">
        {vi.searchCount(total)}
      </p>
    )
  return (
    <div className="search-empty" role="status">
      <p className="search-empty__title">{vi.searchNoResults(query)}</p>
      <p>{vi.searchSuggestions}</p>
      <ul className="search-empty__topics">
        {categories.map((category) => (
          <li key={category.id}>
            <a className="tag" href={`/chuyen-muc/${category.slug}`}>
              {category.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * What the search page shows under its search box: the corrected query when the typed one found nothing, the products
 * found, the count of articles, or what to try when nothing is found, then the articles and the page links. The page
 * renders it, and the front's kept frame receives it as HTML for each new query (answer.ts, src/lib/search-frame.mjs).
 */
export function SearchResults({ results }: { results: SearchResultsData }) {
  const { query, page, terms, corrected, total, cards, categories, products, now } = results
  if (!query) return <p className="search-page__hint">{vi.searchEmptyQuery}</p>
  return (
    <>
      {corrected && (
        <p className="search-correction">
          {vi.searchCorrected(terms.join(' '))}{' '}
          <span className="search-correction__from">{vi.searchCorrectedFrom(query)}</span>
        </p>
      )}
      <ProductResults products={products} terms={terms} now={now} />
      <Summary query={query} total={total} categories={categories} />
      {/* What was found, for the page's measurement (docs/measurement.md, Events: `search_results`). */}
      <ol className="search-results" data-search-results={total + products.length}>
        {cards.map((card) => (
          <li key={card.post.id}>
            <Result card={card} terms={terms} />
          </li>
        ))}
      </ol>
      <Pagination page={page} totalPages={Math.ceil(total / SEARCH_PER_PAGE)} hrefFor={(n) => searchHref(query, n)} />
    </>
  )
}
