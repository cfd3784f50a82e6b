import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Order, User } from '@/payload-types'
import { createUser, startPayload, type TestDatabase } from './payload'
import { logIn, type Rest, restClient } from './rest'

/** What only the shop's staff may read in an order: a private note, the note typed with a status change, who wrote them. */
const PRIVATE_NOTE = 'Khách này hay boom hàng, gọi xác nhận trước'
const STATUS_NOTE = 'Đã gọi khách, khách hẹn chiều nhận'
const CUSTOMER_NOTE = 'Đơn của bạn đã được đóng gói'
const EDITOR_EMAIL = 'bien-tap-kin@example.vn'
const SECRETS = [PRIVATE_NOTE, STATUS_NOTE, EDITOR_EMAIL]

/** Paths a reader who is not staff may neither filter nor sort orders by. */
const PRIVATE_PATHS = [
  'notes.text',
  'notes.by',
  'notes.toCustomer',
  'notes.at',
  'notes.id',
  'history.note',
  'history.by',
  'refunds.by',
]

type Role = 'anonymous' | 'owner' | 'otherCustomer' | 'author' | 'editor' | 'admin'

/**
 * Issue 32, row 2: an order's private notes, the notes typed with status changes and the staff who wrote them are read
 * by editors and administrators only, through every path (REST with `depth`, `select`, `where` and `sort`, and the Local
 * API without `overrideAccess`); the customer still reads the notes written to them. Run by one test file per database.
 */
export function orderNotesSuite(database: TestDatabase) {
  let payload: Payload
  let stop: () => Promise<void>
  let rest: Rest
  let order: Order
  const users = {} as Record<Exclude<Role, 'anonymous'>, User>
  const tokens = {} as Record<Role, string | undefined>

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload(database))
    rest = restClient(payload)
    // The first account is made an administrator whatever it asks for.
    users.admin = await createUser(payload, 'quan-tri-don@example.vn', ['admin'])
    users.owner = await createUser(payload, 'khach-chu-don@example.vn', ['customer'])
    users.otherCustomer = await createUser(payload, 'khach-khac@example.vn', ['customer'])
    users.author = await createUser(payload, 'tac-gia-don@example.vn', ['author'])
    users.editor = await createUser(payload, EDITOR_EMAIL, ['editor'])
    for (const role of Object.keys(users) as Exclude<Role, 'anonymous'>[])
      tokens[role] = await logIn(rest, users[role].email)
    const placed = await payload.create({
      collection: 'orders',
      data: {
        number: 'TT-GHICHU-1',
        email: users.owner.email,
        customer: users.owner.id,
        subtotal: 300_000,
        total: 300_000,
        status: 'pending',
      },
    })
    // The editor's screen: a status change with its note, a private note, a note to the customer and a refund.
    const changed = await rest('PATCH', `/api/orders/${placed.id}`, {
      token: tokens.editor,
      body: {
        status: 'processing',
        statusNote: STATUS_NOTE,
        notes: [
          { text: PRIVATE_NOTE, toCustomer: false },
          { text: CUSTOMER_NOTE, toCustomer: true },
        ],
        refunds: [{ amount: 50_000, reason: 'Giao thiếu ốp lưng' }],
      },
    })
    expect(changed.status, await changed.clone().text()).toBe(200)
    order = await payload.findByID({ collection: 'orders', id: placed.id, depth: 0 })
    expect(order.notes?.map((note) => note.by)).toEqual([EDITOR_EMAIL, EDITOR_EMAIL])
  })

  afterAll(async () => stop())

  const get = (path: string, role: Role) => rest('GET', path, { token: tokens[role] })
  const text = async (path: string, role: Role) => {
    const response = await get(path, role)
    return { status: response.status, body: await response.text() }
  }

  describe(`the owner (${database})`, () => {
    it('reads the order without private notes, status notes or who wrote them, whatever the depth or selection', async () => {
      const paths = [
        `/api/orders/${order.id}`,
        `/api/orders/${order.id}?depth=3`,
        `/api/orders?where[id][equals]=${order.id}&depth=2`,
        `/api/orders/${order.id}?select[notes]=true&select[history]=true&select[refunds]=true`,
        `/api/orders/${order.id}?select[notes][text]=true&select[notes][by]=true&select[history][note]=true`,
        `/api/orders/${order.id}?select[notes][toCustomer]=false`,
        `/api/orders/${order.id}?populate[users][email]=true&depth=1`,
      ]
      for (const path of paths) {
        const answer = await text(path, 'owner')
        expect(answer.status, path).toBe(200)
        for (const secret of SECRETS) expect(answer.body, `${path}: ${secret}`).not.toContain(secret)
      }
      const doc = (await (await get(`/api/orders/${order.id}`, 'owner')).json()) as Order
      expect(doc.notes).toEqual([
        { id: order.notes![1].id, text: CUSTOMER_NOTE, toCustomer: true, at: order.notes![1].at },
      ])
      expect(doc.history?.map(({ from, to }) => [from, to])).toEqual([['Chờ thanh toán', 'Đang xử lý']])
      expect(doc.history?.[0]).not.toHaveProperty('note')
      expect(doc.history?.[0]).not.toHaveProperty('by')
      expect(doc.refunds?.[0]).toMatchObject({ amount: 50_000, reason: 'Giao thiếu ốp lưng' })
      expect(doc.refunds?.[0]).not.toHaveProperty('by')
    })

    it.each(PRIVATE_PATHS)('may not filter or sort orders by %s', async (path) => {
      const where = [`where[${path}][like]=a`, `where[${path}][exists]=true`, `where[or][0][${path}][equals]=x`]
      const requests = [
        ...where.flatMap((query) => [`/api/orders?${query}`, `/api/orders/count?${query}`]),
        `/api/orders?sort=${path}`,
        `/api/orders?sort=-${path}`,
      ]
      for (const request of requests) {
        const answer = await get(request, 'owner')
        expect(answer.status, request).toBeGreaterThanOrEqual(400)
        expect(answer.status, request).toBeLessThan(500)
      }
    })

    it('cannot learn a private note by filtering on its text', async () => {
      const found = await get(`/api/orders?where[notes.text][like]=${encodeURIComponent('boom hàng')}`, 'owner')
      const missed = await get(`/api/orders?where[notes.text][like]=khongcodau`, 'owner')
      expect(found.status).toBe(missed.status)
      expect(await found.text()).toBe(await missed.text())
    })

    it('reads the same through the Local API without overrideAccess, and the account page shows only the notes to them', async () => {
      const asOwner = await payload.findByID({
        collection: 'orders',
        id: order.id,
        user: users.owner,
        overrideAccess: false,
      })
      for (const secret of SECRETS) expect(JSON.stringify(asOwner)).not.toContain(secret)
      expect(asOwner.notes?.map((note) => note.text)).toEqual([CUSTOMER_NOTE])
      await expect(
        payload.find({
          collection: 'orders',
          where: { 'notes.text': { like: 'boom' } },
          user: users.owner,
          overrideAccess: false,
        }),
      ).rejects.toThrow()
      const { loadAccountPage } = await import('@/shop/cms/account/account-page')
      const page = await loadAccountPage(payload, users.owner, ['xem-don-hang', order.number])
      expect(page?.tab).toBe('view-order')
      const shown = (page as { order: Order }).order
      for (const secret of SECRETS) expect(JSON.stringify(shown)).not.toContain(secret)
      expect(shown.notes?.map((note) => note.text)).toEqual([CUSTOMER_NOTE])
    })
  })

  describe(`other readers (${database})`, () => {
    it.each(['anonymous', 'otherCustomer', 'author'] as const)('%s reads nothing of the order', async (role) => {
      const byId = await text(`/api/orders/${order.id}`, role)
      expect([401, 403, 404], role).toContain(byId.status)
      const list = await text(`/api/orders?depth=2`, role)
      for (const secret of [...SECRETS, CUSTOMER_NOTE]) expect(list.body, role).not.toContain(secret)
    })

    it.each(['editor', 'admin'] as const)(
      '%s reads every note, the status notes and who wrote them, and filters by them',
      async (role) => {
        const doc = (await (await get(`/api/orders/${order.id}`, role)).json()) as Order
        expect(doc.notes?.map(({ text, toCustomer, by }) => [text, toCustomer, by])).toEqual([
          [PRIVATE_NOTE, false, EDITOR_EMAIL],
          [CUSTOMER_NOTE, true, EDITOR_EMAIL],
        ])
        expect(doc.history?.[0]).toMatchObject({ note: STATUS_NOTE, by: EDITOR_EMAIL })
        expect(doc.refunds?.[0]).toMatchObject({ by: EDITOR_EMAIL })
        const filtered = await (
          await get(`/api/orders?where[notes.text][like]=${encodeURIComponent('boom hàng')}&depth=0`, role)
        ).json()
        expect(filtered.docs.map((each: Order) => each.id)).toEqual([order.id])
        const local = await payload.findByID({
          collection: 'orders',
          id: order.id,
          user: users[role],
          overrideAccess: false,
        })
        expect(local.notes).toHaveLength(2)
      },
    )
  })
}
