import { timingSafeEqual } from 'node:crypto'
import type { Payload, PayloadRequest, Where } from 'payload'
import { type CartItem, addItem, readCartCoupons, readCartItems } from '@/shop/rules/cart-items'
import { writeInSharedTransaction } from '@/server/group-commit'
import { rawSql, transactionSql } from '@/server/database/raw-sql'
import { CART_DAYS, type CartKey, newCartToken } from './cookie'

/** Whose cart a request is about: a guest's by its cookie, a customer's by the account. */
export interface CartOwner {
  key: CartKey | null
  customerId: number | null
}

export interface StoredCart {
  id: number
  token: string
  customer: number | null
  items: CartItem[]
  /** The coupon codes applied (normalised), in the order they were. */
  coupons: string[]
  /** What the shopper typed at the checkout so far, as stored (read by the checkout). */
  checkout: unknown
}

const DAY_MS = 86_400_000
const expiryFrom = (now: Date) => new Date(now.getTime() + CART_DAYS * DAY_MS).toISOString()

const sameToken = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

interface CartRow {
  id: number
  token?: string | null
  customer?: number | { id: number } | null
  items?: unknown
  coupons?: unknown
  checkout?: unknown
  expiresAt?: string | null
}

function storedCart(row: CartRow): StoredCart {
  const customer = typeof row.customer === 'object' ? (row.customer?.id ?? null) : (row.customer ?? null)
  return {
    id: row.id,
    token: row.token ?? '',
    customer,
    items: readCartItems(row.items),
    coupons: readCartCoupons(row.coupons),
    checkout: row.checkout ?? null,
  }
}

/** Cart rows matching `where`, the newest first, read from the database adapter (carts have no hooks or access to run). */
async function cartRows(payload: Payload, where: Where, req: PayloadRequest): Promise<CartRow[]> {
  const { docs } = await payload.db.find({
    collection: 'carts',
    where,
    sort: '-updatedAt',
    limit: 1,
    pagination: false,
    req,
  })
  return docs as unknown as CartRow[]
}

/** A JSON column's value: SQLite gives its text, PostgreSQL the value. */
function jsonColumn(value: unknown): unknown {
  if (typeof value !== 'string') return value
  try {
    return JSON.parse(value)
  } catch {
    return null
  }
}

/**
 * The newest live cart of a guest (by its id) or a customer, read in one plain statement outside any transaction: the
 * mini-cart asks for it after every page load, and the adapter's query builder cost more than the read itself.
 */
async function liveCartRow(
  payload: Payload,
  by: { id: number } | { customer: number },
  now: Date,
): Promise<CartRow | null> {
  const { sql, rows } = await rawSql(payload)
  const condition = 'id' in by ? sql`id = ${by.id}` : sql`customer_id = ${by.customer}`
  const [row] = await rows<CartRow>(sql`SELECT id, token, customer_id AS customer, items, coupons, checkout FROM carts
      WHERE ${condition} AND expires_at > ${now.toISOString()} ORDER BY updated_at DESC LIMIT 1`)
  return row
    ? {
        ...row,
        id: Number(row.id),
        items: jsonColumn(row.items),
        coupons: jsonColumn(row.coupons),
        checkout: jsonColumn(row.checkout),
      }
    : null
}

/** The owner's cart, when it exists and has not expired (a guest's only with its cookie's token). */
export async function findCart(
  payload: Payload,
  owner: CartOwner,
  now: Date,
  req?: PayloadRequest,
): Promise<StoredCart | null> {
  const live = { expiresAt: { greater_than: now.toISOString() } }
  if (owner.customerId !== null) {
    const row = req
      ? (await cartRows(payload, { and: [{ customer: { equals: owner.customerId } }, live] }, req))[0]
      : await liveCartRow(payload, { customer: owner.customerId }, now)
    return row ? storedCart(row) : null
  }
  if (!owner.key) return null
  const row = req
    ? (await cartRows(payload, { and: [{ id: { equals: owner.key.id } }, live] }, req))[0]
    : await liveCartRow(payload, { id: owner.key.id }, now)
  return row && !row.customer && sameToken(row.token ?? '', owner.key.token) ? storedCart(row) : null
}

/** On PostgreSQL, holds the cart's row until the transaction ends, so another instance's change waits its turn. */
async function lockCart(payload: Payload, req: PayloadRequest, id: number): Promise<void> {
  if (payload.db.name !== 'postgres') return
  const { sql, rows } = await transactionSql(payload, req)
  await rows(sql`SELECT id FROM carts WHERE id = ${id} FOR UPDATE`)
}

/** What a change makes of a cart's lines, and what it reports. */
export type CartChangeFn<T> = (items: CartItem[]) => { items: CartItem[]; result: T }

/** A cart change inside the transaction of `req`: read (and lock), change, write. */
async function changeCartIn<T>(
  payload: Payload,
  req: PayloadRequest,
  owner: CartOwner,
  now: Date,
  change: CartChangeFn<T>,
) {
  let cart = await findCart(payload, owner, now, req)
  if (cart && payload.db.name === 'postgres') {
    await lockCart(payload, req, cart.id)
    cart = await findCart(payload, owner, now, req)
  }
  const { items, result } = change(cart?.items ?? [])
  const stamp = now.toISOString()
  if (cart) {
    await payload.db.updateOne({
      collection: 'carts',
      id: cart.id,
      data: { items, expiresAt: expiryFrom(now), updatedAt: stamp },
      req,
      returning: false,
    })
    return { cart: { ...cart, items }, result, created: false }
  }
  const token = newCartToken()
  const data = {
    token,
    items,
    customer: owner.customerId,
    expiresAt: expiryFrom(now),
    createdAt: stamp,
    updatedAt: stamp,
  }
  const row = (await payload.db.create({ collection: 'carts', data, req })) as CartRow
  return {
    cart: { id: row.id, token, customer: owner.customerId, items, coupons: [], checkout: null },
    result,
    created: true,
  }
}

/**
 * Changes the owner's cart in one transaction, in turn with every other change (on SQLite the write lock, on
 * PostgreSQL the cart's row lock): read, change, write, so concurrent adds to one cart add up exactly. A new cart is
 * made when the owner has none. Inside an operation that already writes (`req`, a login), in its transaction.
 * Returns the cart as written and what the change reported.
 */
export async function changeCart<T>(
  payload: Payload,
  owner: CartOwner,
  now: Date,
  change: CartChangeFn<T>,
  req?: PayloadRequest,
): Promise<{ cart: StoredCart; result: T; created: boolean }> {
  if (req) return changeCartIn(payload, req, owner, now, change)
  let outcome: { cart: StoredCart; result: T; created: boolean } | undefined
  await writeInSharedTransaction(payload, async (shared) => {
    outcome = await changeCartIn(payload, shared, owner, now, change)
  })
  return outcome!
}

/**
 * Changes the coupons applied to the owner's cart (in turn with every other change, as `changeCart`); null when the
 * owner has no cart. `change` gets the codes applied and returns the new list and what it reports.
 */
export async function changeCartCoupons<T>(
  payload: Payload,
  owner: CartOwner,
  now: Date,
  change: (codes: string[]) => { coupons: string[]; result: T },
): Promise<{ cart: StoredCart; result: T } | null> {
  let outcome: { cart: StoredCart; result: T } | null = null
  await writeInSharedTransaction(payload, async (req) => {
    let cart = await findCart(payload, owner, now, req)
    if (cart && payload.db.name === 'postgres') {
      await lockCart(payload, req, cart.id)
      cart = await findCart(payload, owner, now, req)
    }
    if (!cart) return
    const { coupons, result } = change(cart.coupons)
    await payload.db.updateOne({
      collection: 'carts',
      id: cart.id,
      data: { coupons, updatedAt: now.toISOString() },
      req,
      returning: false,
    })
    outcome = { cart: { ...cart, coupons }, result }
  })
  return outcome
}

/** Keeps what the shopper typed at the checkout (and its last notices) on their cart; nothing without a cart. */
export async function saveCartCheckout(
  payload: Payload,
  owner: CartOwner,
  now: Date,
  checkout: unknown,
): Promise<void> {
  await writeInSharedTransaction(payload, async (req) => {
    const cart = await findCart(payload, owner, now, req)
    if (cart)
      await payload.db.updateOne({
        collection: 'carts',
        id: cart.id,
        data: { checkout, updatedAt: now.toISOString() },
        req,
        returning: false,
      })
  })
}

/** Deletes carts whose 30 days have run out; how many. */
export async function deleteExpiredCarts(payload: Payload, now = new Date()): Promise<number> {
  const where = { expiresAt: { less_than_equal: now.toISOString() } }
  const { totalDocs } = await payload.count({ collection: 'carts', where, overrideAccess: true })
  if (totalDocs) await payload.db.deleteMany({ collection: 'carts', where })
  return totalDocs
}

/**
 * After logging in, a shopper's guest cart joins their account's: quantities added (stock caps them when the cart is
 * next read), the guest cart deleted; inside the login's transaction when given its `req`. Whether the guest cookie
 * should now be cleared.
 */
export async function claimGuestCart(
  payload: Payload,
  owner: CartOwner,
  now: Date,
  req?: PayloadRequest,
): Promise<boolean> {
  if (owner.customerId === null || !owner.key) return false
  const guest = await findCart(payload, { key: owner.key, customerId: null }, now, req)
  if (!guest) return true
  const merge: CartChangeFn<null> = (items) => ({
    items: guest.items.reduce((merged, item) => addItem(merged, item, null)?.items ?? merged, items),
    result: null,
  })
  await changeCart(payload, { key: null, customerId: owner.customerId }, now, merge, req)
  await payload.db.deleteOne({ collection: 'carts', where: { id: { equals: guest.id } }, req })
  return true
}
