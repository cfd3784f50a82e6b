'use client'

import { type ReactNode, useEffect, useState } from 'react'
import { productCategoryFamily } from '@/shop/rules/catalogue'
import type { Product, ProductCategory } from '@/payload-types'
import { ThemePlaceholder } from '../../../widgets/ThemePlaceholder'
import { type ProductListSettings, productListQuery } from './logic'

/** A where clause as the REST API reads it from the query string (`where[a][b][0]=…`). */
function whereParams(value: unknown, prefix: string, params: URLSearchParams): URLSearchParams {
  if (value && typeof value === 'object')
    Object.entries(value).forEach(([key, inner]) => whereParams(inner, `${prefix}[${key}]`, params))
  else params.append(prefix, String(value))
  return params
}

/** The documents at a REST path; none when the request fails or is refused. */
async function docsAt<T>(path: string): Promise<T[]> {
  try {
    const response = await fetch(path, { credentials: 'include' })
    return response.ok ? ((await response.json()) as { docs: T[] }).docs : []
  } catch {
    return []
  }
}

/** In the editor: a product grid's or carousel's products fetched from the REST API as the editor changes its settings. */
export function ProductListPreview({
  settings,
  render,
}: {
  settings: ProductListSettings
  render: (products: Product[]) => ReactNode
}) {
  const [products, setProducts] = useState<Product[] | null>(null)
  const key = JSON.stringify(settings)
  useEffect(() => {
    let current = true
    // docsAt answers [] for a failed request: nothing is left to catch.
    void (async () => {
      const categories = settings.categoryId
        ? await docsAt<ProductCategory>('/api/product-categories?depth=0&limit=200')
        : []
      const { where, sort, limit } = productListQuery(
        settings,
        settings.categoryId ? productCategoryFamily(settings.categoryId, categories) : [],
      )
      const params = whereParams(
        { and: [where, { _status: { equals: 'published' } }] },
        'where',
        new URLSearchParams({ sort, limit: String(limit), depth: '1' }),
      )
      const found = await docsAt<Product>(`/api/products?${params}`)
      if (current) setProducts(found.slice(0, settings.count))
    })()
    return () => {
      current = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- settings is new on every render; its JSON says whether it changed.
  }, [key])
  if (!products) return <ThemePlaceholder text="Đang tải sản phẩm…" />
  if (!products.length) return <ThemePlaceholder text="Chưa có sản phẩm nào khớp lựa chọn này." />
  return render(products)
}

/** In the editor: the product a single-product widget shows, fetched from the REST API (published products only). */
export function PickedProductPreview({
  productId,
  render,
}: {
  productId: number | null
  render: (product: Product) => ReactNode
}) {
  // The product as fetched for the id it was fetched for: another id shows the loading placeholder until its own comes.
  const [fetched, setFetched] = useState<{ id: number; product: Product | null } | null>(null)
  const product = fetched && fetched.id === productId ? fetched.product : undefined
  useEffect(() => {
    let current = true
    if (productId === null) return
    const params = whereParams(
      { and: [{ id: { equals: productId } }, { _status: { equals: 'published' } }] },
      'where',
      new URLSearchParams({ depth: '1', limit: '1' }),
    )
    void docsAt<Product>(`/api/products?${params}`).then(
      (found) => current && setFetched({ id: productId, product: found[0] ?? null }),
    )
    return () => {
      current = false
    }
  }, [productId])
  if (productId === null) return <ThemePlaceholder text="Chọn một sản phẩm trong cột cài đặt." />
  if (product === undefined) return <ThemePlaceholder text="Đang tải sản phẩm…" />
  if (product === null) return <ThemePlaceholder text="Sản phẩm này chưa đăng hoặc đã bị xoá." />
  return render(product)
}
