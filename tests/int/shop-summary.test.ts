import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, startPayload } from './payload'

let payload: Payload
let stop: () => Promise<void>
let shopSummary: typeof import('@/shop/cms/dashboard/shop-summary').shopSummary

beforeAll(async () => {
  ;({ payload, stop } = await startPayload())
  ;({ shopSummary } = await import('@/shop/cms/dashboard/shop-summary'))
})

afterAll(async () => stop())

let counter = 0
/** An order as stored (straight into the database: what is counted here is its status, total and time). */
const storedOrder = (status: string, total: number, createdAt: string) =>
  payload.db.create({
    collection: 'orders',
    data: {
      number: `TT-${++counter}`,
      status,
      email: `khach${counter}@vidu.vn`,
      subtotal: total,
      total,
      createdAt,
      updatedAt: createdAt,
    },
  })

describe("the dashboard's shop panel", () => {
  it("counts orders to handle, today's orders and revenue by Vietnam's day, new submissions and stock running out; only for staff", async () => {
    const admin = await createUser(payload, 'chu-shop@vidu.vn', ['admin'])
    const author = await createUser(payload, 'tac-gia-shop@vidu.vn', ['author'])
    // 08:00 on 28/11 in Vietnam is 01:00 UTC; the Vietnamese day began at 17:00 UTC the day before.
    const now = new Date('2026-11-28T01:00:00Z')
    await storedOrder('processing', 250_000, '2026-11-27T17:30:00Z')
    await storedOrder('on-hold', 100_000, '2026-11-27T18:00:00Z')
    await storedOrder('completed', 50_000, '2026-11-28T00:59:00Z')
    await storedOrder('pending', 999_000, '2026-11-28T00:10:00Z')
    await storedOrder('cancelled', 888_000, '2026-11-28T00:20:00Z')
    await storedOrder('processing', 777_000, '2026-11-27T16:59:00Z') // yesterday, in Vietnam
    await payload.db.create({ collection: 'form-submissions', data: { status: 'new', formName: 'Liên hệ' } })
    await payload.db.create({ collection: 'form-submissions', data: { status: 'read', formName: 'Liên hệ' } })
    for (const [name, manageStock, stockQuantity] of [
      ['Cáp còn 1', true, 1],
      ['Sạc hết', true, 0],
      ['Ốp còn nhiều', true, 30],
      ['Sách điện tử', false, 0],
    ] as const)
      await payload.create({
        collection: 'products',
        data: { name, regularPrice: 10_000, manageStock, stockQuantity } as never,
      })

    const summary = await shopSummary(payload, admin, now)
    expect(summary).toMatchObject({
      todayStart: '2026-11-27T17:00:00.000Z',
      ordersToHandle: 3,
      ordersToday: 5,
      revenueToday: 400_000,
      newSubmissions: 1,
    })
    expect(summary?.lowStock.map(({ name, stockQuantity }) => [name, stockQuantity])).toEqual([
      ['Sạc hết', 0],
      ['Cáp còn 1', 1],
    ])
    expect(await shopSummary(payload, author, now)).toBeNull()
  })
})
