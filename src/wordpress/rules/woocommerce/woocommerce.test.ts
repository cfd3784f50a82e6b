import fs from 'node:fs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createWxrReader, type WxrItem } from '../wxr'
import { wooCoupon, wooProduct } from '.'

const reader = createWxrReader()
const exported = fs.readFileSync('tests/fixtures/wordpress/export-1.2.xml', 'utf8')
const items = [...reader.write(exported), ...reader.end()].flatMap((record) =>
  record.kind === 'item' ? [record.item] : [],
)
const byType = (type: string) => items.filter((item) => item.type === type)

const products = {
  mediaFor: (id: number) => `anh-${id}`,
  termFor: (taxonomy: string, slug: string) => `${taxonomy}:${slug}`,
}
const coupons = { productFor: (id: number) => `san-pham-${id}`, productCategoryFor: (id: number) => `danh-muc-${id}` }

/** An item of the export with the given meta and terms, as the reader gives it. */
function item(type: string, id: number, meta: Record<string, string>, terms: WxrItem['terms'] = []): WxrItem {
  return {
    ...byType('product')[0],
    id,
    type,
    title: 'Ốp lưng',
    excerpt: '',
    parentId: null,
    terms,
    meta: Object.entries(meta).map(([key, value]) => ({ key, value })),
  }
}

describe('wooProduct', () => {
  it('brings a variable product of the export with its variation, prices in đồng and sale dates', () => {
    const { fields, problems } = wooProduct(byType('product')[0], byType('product_variation'), products)
    expect(fields).toMatchObject({
      productType: 'variable',
      sku: 'SAC-20W',
      regularPrice: 250000,
      images: ['anh-30'],
      categories: ['product_cat:phu-kien'],
      tags: ['product_tag:sac-nhanh'],
      options: [{ name: 'Mau sac', values: ['Đỏ'] }],
      variants: [
        {
          optionValues: ['Đỏ'],
          sku: 'SAC-20W-DO',
          regularPrice: 250000,
          salePrice: 199000,
          saleTo: '2024-12-31T17:00:00.000Z',
          manageStock: true,
          stockQuantity: 5,
          stockStatus: 'instock',
        },
      ],
    })
    expect(fields.stockQuantity).toBeUndefined()
    // The attribute's name and the weight have no place here: both are said.
    expect(problems).toEqual([expect.stringContaining('Khối lượng'), expect.stringContaining('“pa_mau-sac”')])
  })

  it("reads a custom attribute's values, and leaves out a variation for any value or a repeated one", () => {
    const parent = item(
      'product',
      80,
      {
        _product_attributes:
          'a:1:{s:8:"mau-sac";a:6:{s:4:"name";s:8:"Màu sắc";s:5:"value";s:21:"Đen | Trắng";s:8:"position";i:0;' +
          's:10:"is_visible";i:1;s:12:"is_variation";i:1;s:11:"is_taxonomy";i:0;}}',
        _thumbnail_id: '5',
        _product_image_gallery: '5,6,7',
      },
      [{ taxonomy: 'product_type', slug: 'variable', name: 'variable' }],
    )
    const variation = (id: number, value: string, price: string) =>
      item('product_variation', id, { 'attribute_mau-sac': value, _regular_price: price, _thumbnail_id: '6' })
    const { fields, problems } = wooProduct(
      parent,
      [
        variation(81, 'Đen', '90000'),
        variation(82, 'Trắng', '85000.00'),
        variation(83, '', '1'),
        variation(84, 'Đen', '2'),
      ],
      products,
    )
    expect(fields.options).toEqual([{ name: 'Màu sắc', values: ['Đen', 'Trắng'] }])
    expect(fields.variants?.map((variant) => [variant.optionValues, variant.regularPrice, variant.image])).toEqual([
      [['Đen'], 90000, 'anh-6'],
      [['Trắng'], 85000, 'anh-6'],
    ])
    expect(fields.regularPrice).toBe(85000)
    expect(fields.images).toEqual(['anh-5', 'anh-6', 'anh-7'])
    expect(problems).toEqual([expect.stringContaining('#83'), expect.stringContaining('#84')])
  })

  it('imports other product types as simple ones, refuses prices that are not whole đồng, and says so', () => {
    const grouped = item(
      'product',
      90,
      { _regular_price: '12,5', _sale_price: '', _stock: '-3', _manage_stock: 'yes' },
      [
        { taxonomy: 'product_type', slug: 'grouped', name: 'grouped' },
        { taxonomy: 'product_visibility', slug: 'featured', name: 'featured' },
      ],
    )
    const { fields, problems } = wooProduct(grouped, [], products)
    expect(fields).toMatchObject({ productType: 'simple', featured: true, manageStock: true, stockQuantity: 0 })
    expect(fields.regularPrice).toBeUndefined()
    expect(fields.salePrice).toBeUndefined()
    expect(problems).toEqual([expect.stringContaining('“grouped”'), expect.stringContaining('“12,5”')])
    const variableAlone = item('product', 91, { _price: '50000' }, [
      { taxonomy: 'product_type', slug: 'variable', name: 'variable' },
    ])
    expect(wooProduct(variableAlone, [], products)).toMatchObject({
      fields: { productType: 'simple', regularPrice: 50000 },
      problems: [expect.stringContaining('không có biến thể')],
    })
  })

  it('says how many files a downloadable product needs uploaded again', () => {
    const files =
      'a:2:{s:1:"a";a:2:{s:4:"name";s:5:"Sách";s:4:"file";s:5:"x.pdf";}s:1:"b";a:2:{s:4:"name";s:1:"B";s:4:"file";s:5:"y.zip";}}'
    const { fields, problems } = wooProduct(
      item('product', 92, {
        _downloadable: 'yes',
        _virtual: 'yes',
        _downloadable_files: files,
        _regular_price: '1000',
      }),
      [],
      products,
    )
    expect(fields).toMatchObject({ downloadable: true, virtual: true, regularPrice: 1000 })
    expect(problems).toEqual([expect.stringContaining('2 tệp tải về')])
  })

  it('never throws, and keeps only whole, non-negative prices and known stock statuses, whatever the meta says', () => {
    const keys = ['_regular_price', '_sale_price', '_price', '_stock', '_stock_status', '_product_attributes', '_sku']
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...keys), fc.string()), (meta) => {
        const { fields } = wooProduct(item('product', 1, meta), [item('product_variation', 2, meta)], products)
        for (const price of [fields.regularPrice, fields.salePrice])
          expect(price === undefined || (Number.isSafeInteger(price) && price >= 0)).toBe(true)
        expect(['instock', 'outofstock', 'onbackorder']).toContain(fields.stockStatus)
      }),
    )
  })
})

describe('wooCoupon', () => {
  it("brings the export's coupon: code, type, amount, spend, expiry and usage", () => {
    expect(wooCoupon(byType('shop_coupon')[0], coupons)).toEqual({
      fields: expect.objectContaining({
        code: 'giamgia10',
        discountType: 'percent',
        amount: 10,
        minSpend: 200000,
        expiresAt: '2024-12-31T17:00:00.000Z',
        usageLimit: 100,
        usageLimitPerCustomer: 1,
        usageCount: 12,
        freeShipping: false,
      }),
      problems: [],
    })
  })

  it('maps its products and categories, reads an older expiry day, and says what it could not keep', () => {
    const { fields, problems } = wooCoupon(
      item('shop_coupon', 71, {
        discount_type: 'fixed_cart',
        coupon_amount: '50000',
        product_ids: '60,61',
        exclude_product_categories: 'a:1:{i:0;i:7;}',
        expiry_date: '2025-06-30',
        customer_email: 'a:1:{i:0;s:12:"an@vidu.vn";}',
        usage_limit: '0',
        individual_use: 'yes',
      }),
      coupons,
    )
    expect(fields).toMatchObject({
      code: 'Ốp lưng',
      amount: 50000,
      productIds: ['san-pham-60', 'san-pham-61'],
      excludeCategoryIds: ['danh-muc-7'],
      expiresAt: '2025-06-30T16:59:59.000Z',
      individualUse: true,
    })
    expect(fields?.usageLimit).toBeUndefined()
    expect(problems).toEqual([expect.stringContaining('e-mail')])
  })

  it('leaves out a coupon of another type or a broken amount, with the reason', () => {
    const coupon = (meta: Record<string, string>) => wooCoupon(item('shop_coupon', 72, meta), coupons)
    expect(coupon({ discount_type: 'sign_up_fee', coupon_amount: '10' })).toEqual({
      fields: null,
      problems: [expect.stringContaining('“sign_up_fee”')],
    })
    expect(coupon({ discount_type: 'percent', coupon_amount: '150' }).fields).toBeNull()
    expect(coupon({ discount_type: 'fixed_cart', coupon_amount: 'mười nghìn' }).fields).toBeNull()
  })
})
