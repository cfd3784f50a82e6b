import type { Metadata } from 'next'
import { permanentRedirect } from 'next/navigation'
import { cache } from 'react'
import { type ProductPage, listProductCategories, listProductTags, listProducts } from '@/shop/reads/queries'
import { type CatalogueQuery, catalogueHref, productCategoryFamily, readCatalogueQuery } from '@/shop/rules/catalogue'
import { vi } from '@/i18n/vi'
import { issueNonce } from '@/lib/nonce'
import { searchParamsOf } from '@/lib/search-params'
import { payloadSecret } from '@/cms/secret'
import { SHOP_NONCE } from '@/shop/rules/cart-request'
import { SiteFrame } from '../../site/layout/SiteFrame'
import { NotFoundAnswer, notFoundMetadata } from '../../site/not-found/NotFoundAnswer'
import { PublicPage } from '../../site/PublicPage'
import { type Catalogue, CatalogueView } from '../views/CatalogueView'
import { SHOP_PATH, productCategoryPath } from '../views/paths'

type SearchParams = Promise<Record<string, string | string[] | undefined>>

/**
 * The catalogue at an address: the shop (`categorySlug` null; its `e-filter-products-product_cat` names categories,
 * any of them) or a product category's archive, either narrowed to tags by `e-filter-products-product_tag`. Null for an unknown category. A page past the last redirects to the
 * last (301, as the loops do).
 */
const loadCatalogue = cache(async (categorySlug: string | null, queryString: string): Promise<Catalogue | null> => {
  const query: CatalogueQuery = readCatalogueQuery(new URLSearchParams(queryString))
  const [categories, tags] = await Promise.all([listProductCategories(), listProductTags()])
  const category =
    categorySlug === null ? null : (categories.find((candidate) => candidate.slug === categorySlug) ?? null)
  if (categorySlug !== null && !category) return null
  const chosen = category
    ? [category]
    : categories.filter((candidate) => query.categories.includes(candidate.slug ?? ''))
  const categoryIds =
    category || query.categories.length
      ? [...new Set(chosen.flatMap((candidate) => productCategoryFamily(candidate.id, categories)))]
      : null
  const basePath = category ? productCategoryPath(category) : SHOP_PATH
  const tagIds = query.tags.length
    ? tags.filter((tag) => query.tags.includes(tag.slug ?? '')).map((tag) => tag.id)
    : null
  const result: ProductPage = await listProducts({ ...query, categoryIds, tagIds })
  if (query.page > 1 && query.page > result.totalPages)
    permanentRedirect(catalogueHref(basePath, { ...query, page: Math.max(1, result.totalPages) }))
  const trail = [
    { name: vi.home, href: '/' },
    { name: vi.shop.title, href: SHOP_PATH },
    ...(category ? [{ name: category.name, href: basePath }] : []),
  ]
  return {
    title: category?.name ?? vi.shop.title,
    description: category ? (category.description ?? '') : vi.shop.description,
    basePath,
    trail,
    query,
    result,
    categories,
    category,
    tags,
    now: new Date(),
    nonce: issueNonce(payloadSecret(), SHOP_NONCE, Date.now()),
  }
})

const queryOf = async (searchParams: SearchParams) => searchParamsOf(await searchParams).toString()

/** Title, description and canonical address: the list's own address in its state (each state is a page of its own). */
export async function catalogueMetadata(categorySlug: string | null, searchParams: SearchParams): Promise<Metadata> {
  const catalogue = await loadCatalogue(categorySlug, await queryOf(searchParams))
  if (!catalogue) return notFoundMetadata
  const { title, description, result, basePath, query } = catalogue
  return {
    title: result.page > 1 ? `${title} – ${vi.page(result.page)}` : title,
    description: description || undefined,
    alternates: { canonical: catalogueHref(basePath, query) },
  }
}

/** The shop (`/cua-hang`) or a product category's archive (`/danh-muc-san-pham/{slug}`). */
export async function CatalogueRouteView({
  categorySlug,
  searchParams,
}: {
  categorySlug: string | null
  searchParams: SearchParams
}) {
  const catalogue = await loadCatalogue(categorySlug, await queryOf(searchParams))
  if (!catalogue) return <NotFoundAnswer />
  return (
    <SiteFrame view={{ kind: 'archive', categoryIds: [] }}>
      <PublicPage />
      <CatalogueView catalogue={catalogue} />
    </SiteFrame>
  )
}
