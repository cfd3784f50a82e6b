/**
 * What the cart endpoints read from a request (a form POST, with or without JavaScript): checked, in the shopper's
 * words when something is wrong. Pure.
 */
import { z } from 'zod'
import { vi } from '@/i18n/vi'
import { type QuantityRefusal, maxLineQuantity, parseQuantity } from './logic'

/** The nonce every cart-changing request carries (`_nonce`, src/lib/nonce.ts): the same on every page for 12 hours. */
export const SHOP_NONCE = 'shop'

export type CartRequest =
  | { action: 'add_to_cart'; productId: number; optionValues: string[]; quantity: number }
  | { action: 'update_cart'; lines: { key: string; quantity: number }[] }
  | { action: 'remove_from_cart'; key: string }

export type ReadCartRequest = { ok: true; request: CartRequest } | { ok: false; error: string }

const quantityErrors: Record<QuantityRefusal, string> = {
  missing: vi.cartRequests.quantity.missing,
  'not-a-whole-number': vi.cartRequests.quantity.notAWholeNumber,
  'too-small': vi.cartRequests.quantity.tooSmall,
  'too-large': vi.cartRequests.quantity.tooLarge(maxLineQuantity),
}

const id = z.string().regex(/^[1-9]\d{0,14}$/)
const text = z.string().trim().min(1).max(200)
/** A line's key as the cart writes it: the product's id, a colon, the variant's key (maybe empty). */
const lineKey = z
  .string()
  .max(300)
  .regex(/^[1-9]\d{0,14}:/)
const MAX_LINES = 100

const fail = (error: string): ReadCartRequest => ({ ok: false, error })

/** The single value of a field (a repeated field reads as malformed). */
function single(fields: Map<string, string[]>, name: string): string | undefined {
  const values = fields.get(name)
  return values?.length === 1 ? values[0] : values ? '\u0000' : undefined
}

/** The request `action` asks for, from the form's fields (files and unknown fields are ignored). */
export function readCartRequest(action: string | null, body: Iterable<[string, FormDataEntryValue]>): ReadCartRequest {
  const fields = new Map<string, string[]>()
  for (const [name, value] of body)
    if (typeof value === 'string') fields.set(name, [...(fields.get(name) ?? []), value])
  if (action === 'add_to_cart') {
    const product = id.safeParse(single(fields, 'product_id'))
    if (!product.success) return fail(vi.cartRequests.unknownProduct)
    const quantity = parseQuantity(single(fields, 'quantity') ?? '1')
    if (!quantity.ok) return fail(quantityErrors[quantity.reason])
    const optionValues: string[] = []
    for (let index = 0; fields.has(`option_${index}`) && index < 3; index++) {
      const value = text.safeParse(single(fields, `option_${index}`))
      if (!value.success) return fail(vi.cartRequests.optionsMissing)
      optionValues.push(value.data)
    }
    return { ok: true, request: { action, productId: Number(product.data), optionValues, quantity: quantity.quantity } }
  }
  if (action === 'update_cart') {
    const lines: { key: string; quantity: number }[] = []
    for (let index = 0; fields.has(`line_${index}`); index++) {
      if (index >= MAX_LINES) return fail(vi.cartRequests.tooManyLines)
      const key = lineKey.safeParse(single(fields, `line_${index}`))
      if (!key.success) return fail(vi.cartRequests.unreadableCart)
      const wanted = single(fields, `quantity_${index}`)
      const quantity = wanted?.trim() === '0' ? { ok: true as const, quantity: 0 } : parseQuantity(wanted)
      if (!quantity.ok) return fail(quantityErrors[quantity.reason])
      lines.push({ key: key.data, quantity: quantity.quantity })
    }
    return { ok: true, request: { action, lines } }
  }
  if (action === 'remove_from_cart') {
    const key = lineKey.safeParse(single(fields, 'line'))
    if (!key.success) return fail(vi.cartRequests.unknownLine)
    return { ok: true, request: { action, key: key.data } }
  }
  return fail(vi.cartRequests.badRequest)
}
