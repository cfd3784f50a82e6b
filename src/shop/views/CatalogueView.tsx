import type { ProductCategory, ProductTag } from '@/payload-types'
import { type CatalogueQuery, PRODUCTS_LOOP_ID, PRODUCT_ORDERS, catalogueHref } from '@/shop/rules/catalogue'
import type { ProductPage } from '@/shop/reads/queries'
import { vi } from '@/i18n/vi'
import { BehaviourMarker } from '@/lib/behaviour'
import { formatAmount } from '@/lib/vi'
import { Breadcrumbs, type Crumb } from '../../site/Breadcrumbs'
import { Pagination } from '../../site/Pagination'
import { LoopStatus } from '../../site/posts/LoopStatus'
import { ProductGrid } from './ProductCard'
import { SHOP_PATH, productCategoryPath } from './paths'

export interface Catalogue {
  title: string
  description: string
  /** The address this list lives at: the shop, or a product category's archive. */
  basePath: string
  trail: Crumb[]
  query: CatalogueQuery
  result: ProductPage
  categories: ProductCategory[]
  /** The category whose archive this is, or null for the whole shop. */
  category: ProductCategory | null
  tags: ProductTag[]
  now: Date
  /** The shop's nonce, which the cards' add-to-cart forms send. */
  nonce: string
}

/** The catalogue state as hidden fields, so a form changing one part of it keeps the others. */
function KeptState({ query, keep }: { query: CatalogueQuery; keep: ('order' | 'price')[] }) {
  const href = catalogueHref('', {
    ...query,
    page: 1,
    ...(keep.includes('order') ? {} : { order: 'date' }),
    ...(keep.includes('price') ? {} : { minPrice: null, maxPrice: null }),
  })
  const params = new URLSearchParams(href.split('?')[1] ?? '')
  return (
    <>
      {[...params].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  )
}

/** Categories as links (the current one marked) and the price range, as a form that works without JavaScript. */
function CatalogueFilters({ catalogue }: { catalogue: Catalogue }) {
  const { query, categories, category, basePath } = catalogue
  const topLevel = categories.filter((candidate) => !candidate.parent)
  return (
    <aside className="shop-filters" aria-labelledby="shop-filters-title">
      <h2 id="shop-filters-title" className="shop-filters__title">
        {vi.shop.filters}
      </h2>
      <nav aria-label={vi.shop.categories}>
        <h3 className="shop-filters__heading">{vi.shop.categories}</h3>
        <ul className="shop-filters__categories">
          <li>
            <a href={SHOP_PATH} aria-current={category === null && query.categories.length === 0 ? 'page' : undefined}>
              {vi.shop.allCategories}
            </a>
          </li>
          {topLevel.map((candidate) => (
            <li key={candidate.id}>
              <a
                href={productCategoryPath(candidate)}
                aria-current={category?.id === candidate.id ? 'page' : undefined}
              >
                {candidate.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <ProductTagFilter catalogue={catalogue} />
      <details
        className="shop-filters__price"
        open={query.minPrice !== null || query.maxPrice !== null ? true : undefined}
      >
        <summary className="shop-filters__heading">{vi.shop.priceRange}</summary>
        <form method="get" action={basePath}>
          <div className="shop-filters__range">
            {(
              [
                ['min_price', vi.shop.minPrice, query.minPrice, '0'],
                ['max_price', vi.shop.maxPrice, query.maxPrice, '1.000.000'],
              ] as const
            ).map(([name, label, value, placeholder]) => (
              <label key={name}>
                <span>{label}</span>
                <input
                  name={name}
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder={placeholder}
                  defaultValue={value === null ? '' : formatAmount(value)}
                />
              </label>
            ))}
          </div>
          <KeptState query={query} keep={['order']} />
          <button type="submit" className="button button--secondary">
            {vi.shop.applyFilters}
          </button>
        </form>
      </details>
    </aside>
  )
}

/** The tags as links: one narrows the list to its products (and keeps the rest of the state), again shows them all. */
function ProductTagFilter({ catalogue }: { catalogue: Catalogue }) {
  const { query, tags, basePath } = catalogue
  if (!tags.length) return null
  return (
    <nav aria-labelledby="shop-filters-tags">
      <h3 id="shop-filters-tags" className="shop-filters__heading">
        {vi.shop.tags}
      </h3>
      <ul className="shop-filters__tags">
        {tags.map((tag) => {
          const chosen = query.tags.includes(tag.slug ?? '')
          const href = catalogueHref(basePath, { ...query, page: 1, tags: chosen ? [] : [tag.slug ?? ''] })
          return (
            <li key={tag.id}>
              <a
                href={href}
                aria-current={chosen ? 'true' : undefined}
                aria-label={chosen ? vi.shop.removeTag(tag.name) : undefined}
              >
                {tag.name}
              </a>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

/** The sort order, as a form that works without JavaScript. */
function CatalogueSort({ catalogue }: { catalogue: Catalogue }) {
  const { query, basePath } = catalogue
  return (
    <form className="shop-sort" method="get" action={basePath}>
      <label htmlFor="shop-orderby">{vi.shop.sortBy}</label>
      <select id="shop-orderby" name="orderby" defaultValue={query.order}>
        {PRODUCT_ORDERS.map((order) => (
          <option key={order} value={order}>
            {vi.shop.orders[order]}
          </option>
        ))}
      </select>
      <KeptState query={query} keep={['price']} />
      <button type="submit" className="button button--secondary">
        {vi.shop.applySort}
      </button>
    </form>
  )
}

/**
 * A list of products (the shop, or a product category's archive): its filters, its order, the products and their
 * page links, real links the loop's behaviour follows without reloading the page.
 */
export function CatalogueView({ catalogue }: { catalogue: Catalogue }) {
  const { title, description, trail, query, result, basePath, now, nonce } = catalogue
  const paged = result.totalPages > 1
  return (
    <div className="shop container">
      <Breadcrumbs trail={trail} />
      <header className="archive-header shop__header">
        <p className="archive-header__kicker">{vi.shop.title}</p>
        <h1 className="archive-header__title">{title}</h1>
        {description && <p className="archive-header__description">{description}</p>}
      </header>
      <div className="shop__layout">
        <CatalogueFilters catalogue={catalogue} />
        <div className="shop__main">
          <div className="shop__toolbar">
            <p className="shop__count">{vi.shop.productCount(result.totalDocs)}</p>
            <CatalogueSort catalogue={catalogue} />
          </div>
          <div
            className="shop-products"
            data-id={PRODUCTS_LOOP_ID}
            data-pagination="numbers_and_prev_next"
            data-page={result.page}
            data-max-page={result.totalPages}
          >
            {result.products.length ? (
              <ProductGrid products={result.products} now={now} nonce={nonce} headingLevel={2} priorityFirst />
            ) : (
              <p className="shop__empty">
                {vi.shop.noProducts} <a href={SHOP_PATH}>{vi.shop.showAll}</a>
              </p>
            )}
            {paged && (
              <div className="loop-pagination">
                <Pagination
                  page={result.page}
                  totalPages={result.totalPages}
                  hrefFor={(page) => catalogueHref(basePath, { ...query, page })}
                />
              </div>
            )}
            {paged && <BehaviourMarker name="loopGrid" />}
          </div>
          <LoopStatus id={PRODUCTS_LOOP_ID} />
        </div>
      </div>
    </div>
  )
}
