import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fieldErrors, startPayload } from './payload'

let payload: Payload
let stop: () => Promise<void>

beforeAll(async () => {
  ;({ payload, stop } = await startPayload())
})

afterAll(async () => stop())

const DAY = 86_400_000
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString()

const product = (data: Record<string, unknown>) =>
  payload.create({ collection: 'products', draft: false, data: { _status: 'published', ...data } as never })

describe('products', () => {
  it('makes a Vietnamese slug and keeps the price it sells at now for sorting and filtering', async () => {
    const onSale = await product({
      name: 'Củ sạc nhanh 20W',
      regularPrice: 290_000,
      salePrice: 219_000,
      saleTo: inDays(3),
    })
    const later = await product({ name: 'Cáp sạc bền', regularPrice: 190_000, salePrice: 99_000, saleFrom: inDays(2) })
    expect(onSale.slug).toBe('cu-sac-nhanh-20w')
    expect(onSale.price).toBe(219_000)
    expect(later.price).toBe(190_000)
  })

  it('writes the price again when a scheduled sale starts and when it ends', async () => {
    const { createLocalReq } = await import('payload')
    const { refreshSalePrices } = await import('@/shop/cms/sale-prices')
    const start = Date.now() + 60_000
    const made = await product({
      name: 'Sạc hẹn giờ',
      regularPrice: 300_000,
      salePrice: 250_000,
      saleFrom: new Date(start).toISOString(),
      saleTo: new Date(start + DAY).toISOString(),
    })
    expect(made.price).toBe(300_000)
    const req = await createLocalReq({}, payload)
    const priceAt = async (time: number) => {
      await refreshSalePrices(req, new Date(time))
      return (await payload.findByID({ collection: 'products', id: made.id })).price
    }
    expect(await priceAt(start + 60_000)).toBe(250_000)
    expect(await priceAt(start + DAY + 60_000)).toBe(300_000)
  })

  it('sells a variable product from its cheapest variant', async () => {
    const bank = await product({
      name: 'Pin dự phòng',
      productType: 'variable',
      regularPrice: 450_000,
      options: [
        { name: 'Màu sắc', values: ['Đen', 'Trắng'] },
        { name: 'Dung lượng', values: ['10.000 mAh', '20.000 mAh'] },
      ],
      variants: [
        { optionValues: ['Đen', '20.000 mAh'], regularPrice: 690_000, stockStatus: 'instock' },
        { optionValues: ['Trắng', '10.000 mAh'], regularPrice: 450_000, salePrice: 389_000, stockStatus: 'instock' },
      ],
    })
    expect(bank.price).toBe(389_000)
  })

  it('refuses prices that are not whole, non-negative đồng, and variants that do not fit the options', async () => {
    const message = async (data: Record<string, unknown>) => (await fieldErrors(product(data))).join(' ')
    expect(await message({ name: 'Âm', regularPrice: -1 })).toBe('Giá là số đồng nguyên, không âm.')
    expect(await message({ name: 'Lẻ', regularPrice: 1000.5 })).toBe('Giá là số đồng nguyên, không âm.')
    const variable = {
      name: 'Ốp',
      productType: 'variable',
      regularPrice: 100_000,
      options: [{ name: 'Màu', values: ['Đen'] }],
    }
    const variant = (value: string, regularPrice = 1000) => ({
      optionValues: [value],
      regularPrice,
      stockStatus: 'instock',
    })
    expect(await message({ ...variable, variants: [variant('Xanh')] })).toMatch(/Biến thể 1 cần đúng một giá trị/)
    expect(await message({ ...variable, variants: [variant('Đen'), variant('Đen', 2000)] })).toMatch(/Biến thể 2 trùng/)
    expect(await message({ ...variable, variants: [] })).toMatch(/ít nhất một tuỳ chọn và một biến thể/)
  })
})

describe('the catalogue as visitors read it', () => {
  it('lists published products by category (with subcategories), price range and order, and pages them', async () => {
    const { listProducts, listProductCategories } = await import('@/shop/reads/queries')
    const accessories = await payload.create({ collection: 'product-categories', data: { name: 'Phụ kiện' } })
    const cables = await payload.create({
      collection: 'product-categories',
      data: { name: 'Cáp', parent: accessories.id },
    })
    const made = []
    for (const [index, price] of [120_000, 80_000, 300_000, 45_000].entries()) {
      made.push(
        await product({
          name: `Cáp số ${index + 1}`,
          regularPrice: price,
          categories: [cables.id],
          totalSales: index * 10,
        }),
      )
    }
    await payload.create({
      collection: 'products',
      draft: true,
      data: { name: 'Cáp nháp', regularPrice: 10_000, categories: [cables.id], _status: 'draft' },
    })

    const base = { order: 'price' as const, page: 1, minPrice: null, maxPrice: null, tagIds: null }
    const byPrice = await listProducts({ ...base, categoryIds: [accessories.id, cables.id] })
    expect(byPrice.products.map((item) => item.regularPrice)).toEqual([45_000, 80_000, 120_000, 300_000])
    const ranged = await listProducts({
      ...base,
      order: 'price-desc',
      minPrice: 50_000,
      maxPrice: 150_000,
      categoryIds: [cables.id],
    })
    expect(ranged.products.map((item) => item.name)).toEqual(['Cáp số 1', 'Cáp số 2'])
    const popular = await listProducts({ ...base, order: 'popularity', categoryIds: [cables.id] }, 2)
    expect(popular.products.map((item) => item.name)).toEqual(['Cáp số 4', 'Cáp số 3'])
    expect(popular.totalPages).toBe(2)
    const none = await listProducts({ ...base, categoryIds: [] })
    expect(none.totalDocs).toBe(0)
    expect((await listProductCategories()).map((category) => category.name)).toEqual(
      expect.arrayContaining(['Phụ kiện', 'Cáp']),
    )
  })

  it('finds a published product by slug, never a draft', async () => {
    const { getProductBySlug } = await import('@/shop/reads/queries')
    await product({ name: 'Kính cường lực', regularPrice: 150_000 })
    await payload.create({
      collection: 'products',
      draft: true,
      data: { name: 'Kính nháp', regularPrice: 1, _status: 'draft' },
    })
    expect((await getProductBySlug('kinh-cuong-luc'))?.name).toBe('Kính cường lực')
    expect(await getProductBySlug('kinh-nhap')).toBeNull()
  })

  it('lists a tag’s products, none for a tag no product has, and a tag in use can be deleted', async () => {
    const { listProducts, listProductTags } = await import('@/shop/reads/queries')
    const usbC = await payload.create({ collection: 'product-tags', data: { name: 'USB-C' } })
    const gift = await payload.create({ collection: 'product-tags', data: { name: 'Quà tặng' } })
    expect(usbC.slug).toBe('usb-c')
    await product({ name: 'Cáp USB-C bện dù', regularPrice: 120_000, tags: [usbC.id] })
    await product({ name: 'Sạc USB-C làm quà', regularPrice: 250_000, tags: [usbC.id, gift.id] })
    await product({ name: 'Ốp lưng không thẻ', regularPrice: 90_000 })
    const base = { order: 'price' as const, page: 1, minPrice: null, maxPrice: null, categoryIds: null }
    expect((await listProducts({ ...base, tagIds: [usbC.id] })).products.map((item) => item.name)).toEqual([
      'Cáp USB-C bện dù',
      'Sạc USB-C làm quà',
    ])
    expect((await listProducts({ ...base, tagIds: [gift.id] })).products.map((item) => item.name)).toEqual([
      'Sạc USB-C làm quà',
    ])
    expect((await listProducts({ ...base, tagIds: [] })).totalDocs).toBe(0)
    expect((await listProductTags()).map((tag) => tag.name)).toEqual(expect.arrayContaining(['USB-C', 'Quà tặng']))

    await payload.delete({ collection: 'product-tags', id: gift.id })
    const { docs } = await payload.find({
      collection: 'products',
      where: { name: { equals: 'Sạc USB-C làm quà' } },
      depth: 0,
    })
    expect(docs[0].tags).toEqual([usbC.id])
  })
})
