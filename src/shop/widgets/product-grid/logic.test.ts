import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_PRODUCTS, PRODUCT_SOURCES, pickedProductId, productListQuery, readProductListSettings } from './logic'

describe('readProductListSettings', () => {
  it('reads the source, the category (only for that source) and a count within bounds', () => {
    expect(readProductListSettings({ source: 'category', category: { id: 4, name: 'Sạc' }, count: 6 })).toEqual({
      source: 'category',
      categoryId: 4,
      count: 6,
    })
    expect(readProductListSettings({ source: 'featured', category: { id: 4 }, count: 500 })).toEqual({
      source: 'featured',
      categoryId: null,
      count: MAX_PRODUCTS,
    })
    expect(readProductListSettings({ source: 'drop table', count: 2.5 })).toEqual({
      source: 'latest',
      categoryId: null,
      count: 8,
    })
  })

  it('never reads anything out of bounds, whatever was stored', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('source', 'category', 'count'), fc.anything()), (props) => {
        const settings = readProductListSettings(props)
        expect(PRODUCT_SOURCES).toContain(settings.source)
        expect(settings.count).toBeGreaterThanOrEqual(1)
        expect(settings.count).toBeLessThanOrEqual(MAX_PRODUCTS)
      }),
    )
  })
})

describe('productListQuery', () => {
  it('lists each source in its order, a category with its family and none when it is gone', () => {
    expect(productListQuery({ source: 'popular', categoryId: null, count: 4 }, [])).toEqual({
      where: {},
      sort: '-totalSales',
      limit: 4,
    })
    expect(productListQuery({ source: 'on_sale', categoryId: null, count: 4 }, []).limit).toBe(12)
    expect(productListQuery({ source: 'category', categoryId: 2, count: 4 }, [2, 5]).where).toEqual({
      categories: { in: [2, 5] },
    })
    expect(productListQuery({ source: 'category', categoryId: 9, count: 4 }, []).where).toEqual({
      categories: { in: [0] },
    })
  })
})

describe('pickedProductId', () => {
  it('reads the picked product’s id, and nothing from a missing or hostile value', () => {
    expect(pickedProductId({ product: { id: 17, name: 'Cẩm nang' } })).toBe(17)
    expect(pickedProductId({ product: null })).toBeNull()
    expect(pickedProductId({})).toBeNull()
    expect(pickedProductId({ product: { id: '17; DROP TABLE products' } })).toBeNull()
    expect(pickedProductId({ product: { id: -3 } })).toBeNull()
    expect(pickedProductId({ product: 'Cẩm nang' })).toBeNull()
  })
})
