import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type CatalogueQuery,
  PRODUCT_ORDERS,
  catalogueHref,
  productCategoryFamily,
  readCatalogueQuery,
} from './catalogue'

const read = (query: string) => readCatalogueQuery(new URLSearchParams(query))

describe('readCatalogueQuery', () => {
  it('reads the defaults from an empty address', () => {
    expect(read('')).toEqual({ order: 'date', page: 1, categories: [], tags: [], minPrice: null, maxPrice: null })
  })

  it('reads order, page, categories, tags and a price range', () => {
    expect(
      read(
        'orderby=price-desc&e-page-products=3&e-filter-products-product_cat=sac-cap~op-lung&e-filter-products-product_tag=usb-c&min_price=100.000&max_price=500000',
      ),
    ).toEqual({
      order: 'price-desc',
      page: 3,
      categories: ['sac-cap', 'op-lung'],
      tags: ['usb-c'],
      minPrice: 100000,
      maxPrice: 500000,
    })
  })

  it('turns a reversed range around and ignores absurd values', () => {
    expect(read('min_price=900000&max_price=100000')).toMatchObject({ minPrice: 100000, maxPrice: 900000 })
    expect(
      read(
        'orderby=<script>&e-page-products=-2&min_price=abc&max_price=99999999999999&e-filter-products-product_cat=%3Cb%3E&e-filter-products-product_tag=%3Cscript%3E',
      ),
    ).toEqual(read(''))
  })
})

describe('catalogueHref', () => {
  it('leaves the defaults out', () => {
    expect(catalogueHref('/cua-hang', read(''))).toBe('/cua-hang')
  })

  it('writes any state so that it reads back the same', () => {
    const slug = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,20}[a-z0-9])?$/)
    const price = fc.option(fc.integer({ min: 0, max: 10_000_000_000 }), { nil: null })
    const state = fc
      .record({
        order: fc.constantFrom(...PRODUCT_ORDERS),
        page: fc.integer({ min: 1, max: 100_000 }),
        categories: fc.uniqueArray(slug, { maxLength: 5 }),
        tags: fc.uniqueArray(slug, { maxLength: 5 }),
        minPrice: price,
        maxPrice: price,
      })
      .filter(
        (query: CatalogueQuery) =>
          query.minPrice === null || query.maxPrice === null || query.minPrice <= query.maxPrice,
      )
    fc.assert(
      fc.property(state, (query) => {
        const href = catalogueHref('/cua-hang', query)
        expect(readCatalogueQuery(new URL(href, 'http://x').searchParams)).toEqual(query)
      }),
    )
  })
})

describe('productCategoryFamily', () => {
  it('is a category with its children and grandchildren, nothing for an unknown one, and ends on a loop', () => {
    const categories = [
      { id: 1, parent: null },
      { id: 2, parent: 1 },
      { id: 3, parent: { id: 2 } as never },
      { id: 4, parent: null },
    ]
    expect(productCategoryFamily(1, categories)).toEqual([1, 2, 3])
    expect(productCategoryFamily(4, categories)).toEqual([4])
    expect(productCategoryFamily(9, categories)).toEqual([])
    expect(
      productCategoryFamily(5, [
        { id: 5, parent: 6 },
        { id: 6, parent: 5 },
      ]).length,
    ).toBeLessThanOrEqual(200)
  })
})
