import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productInStock } from '@/shop/rules/product'
import { startPayload } from './payload'

let payload: Payload
let stop: () => Promise<void>

beforeAll(async () => {
  ;({ payload, stop } = await startPayload())
})

afterAll(async () => stop())

const product = (data: Record<string, unknown>) =>
  payload.create({
    collection: 'products',
    draft: false,
    data: { _status: 'published', name: `Ốp lưng ${Math.random()}`, regularPrice: 239_000, ...data } as never,
  })

describe('the stock status the admin shows', () => {
  it('is what the shop does: "Còn hàng" exactly when the product can be bought', async () => {
    for (const manageStock of [true, false]) {
      for (const stockQuantity of [0, 3]) {
        for (const stockStatus of ['instock', 'outofstock']) {
          const saved = await product({ manageStock, stockQuantity, stockStatus })
          const read = await payload.findByID({ collection: 'products', id: saved.id })
          expect(read.stockStatus === 'instock', JSON.stringify({ manageStock, stockQuantity, stockStatus })).toBe(
            productInStock(read, new Date()),
          )
        }
      }
    }
  })

  it('reads a new product left with managed stock and no quantity as "Hết hàng", and one with stock off as "Còn hàng"', async () => {
    const managed = await product({})
    expect(managed).toMatchObject({ manageStock: true, stockQuantity: 0, stockStatus: 'outofstock' })
    const unmanaged = await product({ manageStock: false })
    expect(unmanaged.stockStatus).toBe('instock')
    expect(productInStock(unmanaged, new Date())).toBe(true)
  })

  it('follows a managed quantity changed behind the form (an order taking the last one)', async () => {
    const saved = await product({ stockQuantity: 1 })
    expect(saved.stockStatus).toBe('instock')
    await payload.db.updateOne({ collection: 'products', id: saved.id, data: { stockQuantity: 0 } })
    expect((await payload.findByID({ collection: 'products', id: saved.id })).stockStatus).toBe('outofstock')
  })
})
