import type { Payload } from 'payload'
import type { Product } from '@/payload-types'
import type { CartLine, CartView, ShopNotice } from '@/shop/rules/cart-view'
import { type CartItem, addItem, itemKey, setItemQuantity } from '@/shop/rules/cart-items'
import type { CartRequest } from '@/shop/rules/cart-request'
import { cartTotals, lineTotal } from '@/shop/rules/logic'
import { type ShopVariant, productVariants, priceSettings, stockSettings, variantKey } from '@/shop/rules/product'
import { availableQuantity, currentPrice } from '@/shop/rules/logic'
import { populatedAll } from '@/lib/stored-values'
import { CART_PATH, productPath } from '@/shop/views/paths'
import { getProductsByIds } from '../reads/queries'
import { type CartOwner, type StoredCart, changeCart, findCart } from '@/shop/server/cart/store'

/** What one line of a cart can be bought as now: its product (published) and variant, price and stock; null when gone. */
interface Purchasable {
  product: Product
  variant: ShopVariant | null
  unitPrice: number
  regularUnitPrice: number
  available: number | null
}

function purchasable(product: Product, variant: string, now: Date): Purchasable | null {
  if (product.productType === 'variable') {
    const found = productVariants(product, now).find((candidate) => candidate.key === variant)
    if (!found) return null
    return {
      product,
      variant: found,
      unitPrice: found.price.price,
      regularUnitPrice: found.price.regularPrice,
      available: found.available,
    }
  }
  if (variant !== '') return null
  const price = currentPrice(priceSettings(product), now)
  return {
    product,
    variant: null,
    unitPrice: price.price,
    regularUnitPrice: price.regularPrice,
    available: availableQuantity(stockSettings(product)),
  }
}

const productName = (item: Purchasable) =>
  item.variant ? `${item.product.name} (${item.variant.key})` : item.product.name

/**
 * The cart's lines as the shopper sees them, at today's prices and stock. Lines whose product was unpublished or
 * deleted (or whose variant is gone) are dropped, and lines holding more than is left are lowered, each with a notice;
 * such a cart is written back so.
 */
export async function viewCart(
  payload: Payload,
  owner: CartOwner,
  now: Date,
  cart?: StoredCart | null,
): Promise<{ cart: StoredCart | null; view: CartView }> {
  const stored = cart === undefined ? await findCart(payload, owner, now) : cart
  const items = stored?.items ?? []
  const products = await getProductsByIds([...new Set(items.map((item) => item.productId))])
  const notices: ShopNotice[] = []
  const lines: CartLine[] = []
  const kept: CartItem[] = []
  for (const item of items) {
    const product = products.get(item.productId)
    const line = product ? purchasable(product, item.variant, now) : null
    if (!line) {
      notices.push({ kind: 'info', message: 'Một sản phẩm trong giỏ đã ngừng bán nên đã được bỏ khỏi giỏ hàng.' })
      continue
    }
    let quantity = item.quantity
    if (line.available !== null && quantity > line.available) {
      quantity = line.available
      notices.push({
        kind: 'info',
        message: quantity
          ? `Chỉ còn ${quantity} “${productName(line)}” nên số lượng trong giỏ đã được giảm.`
          : `“${productName(line)}” vừa hết hàng nên đã được bỏ khỏi giỏ hàng.`,
      })
      if (!quantity) continue
    }
    kept.push({ ...item, quantity })
    const prices = { unitPrice: line.unitPrice, regularUnitPrice: line.regularUnitPrice, quantity }
    lines.push({
      key: itemKey(item),
      productId: item.productId,
      name: line.product.name,
      href: productPath(line.product),
      image: line.variant?.imageId
        ? (populatedAll(line.product.images).find((image) => image.id === line.variant?.imageId) ?? null)
        : (populatedAll(line.product.images)[0] ?? null),
      variant: line.variant?.key ?? '',
      ...prices,
      available: line.available,
      total: lineTotal(prices),
    })
  }
  let current = stored
  if (stored && notices.length)
    current = (await changeCart(payload, owner, now, () => ({ items: kept, result: null }))).cart
  return { cart: current, view: { lines, totals: cartTotals(lines), notices } }
}

/** What a change to the cart did: the notice to show, whether it was refused (and how: 400 or 404), and the cart. */
export interface CartActionOutcome {
  status: number
  notice: ShopNotice
  cart: StoredCart | null
  /** Whether a new cart was made (its cookie must be set). */
  created: boolean
}

const refused = (status: number, message: string, cart: StoredCart | null = null): CartActionOutcome => ({
  status,
  notice: { kind: 'error', message },
  cart,
  created: false,
})

const CART_LINK = { href: CART_PATH, label: 'Xem giỏ hàng' }

/** Adds a product to the owner's cart: checked against the published product, its variant and its stock. */
async function addToCart(
  payload: Payload,
  owner: CartOwner,
  request: Extract<CartRequest, { action: 'add_to_cart' }>,
  now: Date,
): Promise<CartActionOutcome> {
  const product = (await getProductsByIds([request.productId])).get(request.productId)
  if (!product) return refused(404, 'Sản phẩm này không còn bán hoặc không tồn tại.')
  const variable = product.productType === 'variable'
  const names = (product.options ?? []).map((option) => option.name)
  if (variable && request.optionValues.length !== names.length)
    return refused(400, `Hãy chọn ${names.join(' và ').toLowerCase()} trước khi thêm vào giỏ.`)
  const line = purchasable(product, variable ? variantKey(request.optionValues) : '', now)
  if (!line) return refused(400, 'Phiên bản bạn chọn không có. Hãy chọn lại.')
  if (line.available === 0) return refused(400, `“${productName(line)}” đã hết hàng.`)
  const added = { productId: product.id, variant: line.variant?.key ?? '', quantity: request.quantity }
  const { cart, result, created } = await changeCart(payload, owner, now, (items) => {
    const change = addItem(items, added, line.available)
    return change ? { items: change.items, result: change } : { items, result: null }
  })
  if (!result) return refused(400, 'Giỏ hàng đã đầy. Hãy thanh toán hoặc bớt sản phẩm trước khi thêm.', cart)
  const message = result.capped
    ? `Chỉ còn ${line.available} “${productName(line)}”: giỏ hàng của bạn đã có ${result.quantity}.`
    : `Đã thêm ${request.quantity} “${productName(line)}” vào giỏ hàng.`
  return { status: 200, notice: { kind: result.capped ? 'info' : 'success', message, link: CART_LINK }, cart, created }
}

/** Sets the quantities of the cart's lines (0 removes a line), capped by stock. */
async function updateCart(
  payload: Payload,
  owner: CartOwner,
  request: Extract<CartRequest, { action: 'update_cart' }>,
  now: Date,
): Promise<CartActionOutcome> {
  const stored = await findCart(payload, owner, now)
  if (!stored) return refused(404, 'Giỏ hàng của bạn đã hết hạn hoặc trống.')
  const products = await getProductsByIds([...new Set(stored.items.map((item) => item.productId))])
  const limits = new Map(
    stored.items.map((item) => {
      const product = products.get(item.productId)
      const line = product ? purchasable(product, item.variant, now) : null
      // A line no longer sold can only be removed; null is "no limit".
      return [itemKey(item), line ? line.available : 0] as const
    }),
  )
  const { cart, result } = await changeCart(payload, owner, now, (items) => {
    let capped = false
    for (const { key, quantity } of request.lines) {
      const item = items.find((candidate) => itemKey(candidate) === key)
      if (!item) continue
      const change = setItemQuantity(items, item, quantity, limits.has(key) ? limits.get(key)! : 0)
      items = change.items
      capped ||= change.capped
    }
    return { items, result: capped }
  })
  const message = result
    ? 'Giỏ hàng đã được cập nhật; vài số lượng đã giảm theo số hàng còn lại.'
    : 'Giỏ hàng đã được cập nhật.'
  return { status: 200, notice: { kind: result ? 'info' : 'success', message }, cart, created: false }
}

/** Removes a line from the cart. */
async function removeFromCart(payload: Payload, owner: CartOwner, key: string, now: Date): Promise<CartActionOutcome> {
  const stored = await findCart(payload, owner, now)
  if (!stored) return refused(404, 'Giỏ hàng của bạn đã hết hạn hoặc trống.')
  const { cart } = await changeCart(payload, owner, now, (items) => ({
    items: items.filter((item) => itemKey(item) !== key),
    result: null,
  }))
  return { status: 200, notice: { kind: 'success', message: 'Đã xoá sản phẩm khỏi giỏ hàng.' }, cart, created: false }
}

/** Carries out a checked cart request for its owner. */
export function changeCartFor(
  payload: Payload,
  owner: CartOwner,
  request: CartRequest,
  now = new Date(),
): Promise<CartActionOutcome> {
  if (request.action === 'add_to_cart') return addToCart(payload, owner, request, now)
  if (request.action === 'update_cart') return updateCart(payload, owner, request, now)
  return removeFromCart(payload, owner, request.key, now)
}
