'use client'

import { type ReactNode, useEffect, useState } from 'react'
import { productCategoryFamily } from '@/features/shop/catalogue'
import type { Product, ProductCategory } from '@/payload-types'
import { ThemePlaceholder } from '../ThemePlaceholder'
import { type ProductListSettings, productListQuery } from './logic'

/** A where clause as the REST API reads it from the query string (`where[a][b][0]=…`). */
function whereParams(value: unknown, prefix: string, params: URLSearchParams): URLSearchParams {
  if (value && typeof value === 'object')
    Object.entries(value).forEach(([key, inner]) => whereParams(inner, `${prefix}[${key}]`, params))
  else params.append(prefix, String(value))
  return params
}

async function docsAt<T>(path: string): Promise<T[]> {
  const response = await fetch(path, { credentials: 'include' })
  return response.ok ? ((await response.json()) as { docs: T[] }).docs : []
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
    ;(async () => {
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
    // The settings object is new on every render; its JSON says whether it changed.
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
  const [product, setProduct] = useState<Product | null | undefined>(undefined)
  useEffect(() => {
    let current = true
    setProduct(undefined)
    if (productId === null) return
    const params = whereParams(
      { and: [{ id: { equals: productId } }, { _status: { equals: 'published' } }] },
      'where',
      new URLSearchParams({ depth: '1', limit: '1' }),
    )
    void docsAt<Product>(`/api/products?${params}`).then((found) => current && setProduct(found[0] ?? null))
    return () => {
      current = false
    }
  }, [productId])
  if (productId === null) return <ThemePlaceholder text="Chọn một sản phẩm trong cột cài đặt." />
  if (product === undefined) return <ThemePlaceholder text="Đang tải sản phẩm…" />
  if (product === null) return <ThemePlaceholder text="Sản phẩm này chưa đăng hoặc đã bị xoá." />
  return render(product)
}
