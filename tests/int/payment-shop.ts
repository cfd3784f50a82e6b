import type { Payload } from 'payload'
import type { ShopSetting } from '@/payload-types'

/**
 * The shop the payment suites buy from: pickup and cash on delivery, plus the payment settings given; one product in
 * stock; a new guest cart of it for each purchase (its cookie); the shop's nonce.
 */
export async function paymentShop(
  payload: Payload,
  payments: Partial<Pick<ShopSetting, 'stripe' | 'paypal'>>,
  item: { name: string; price: number; quantity: number },
): Promise<{ nonce: string; productId: number; guestCart: () => Promise<string> }> {
  const { changeCart } = await import('@/shop/server/cart/store')
  const { cartCookieValue, CART_COOKIE } = await import('@/shop/server/cart/cookie')
  const { issueNonce } = await import('@/lib/nonce')
  const { payloadSecret } = await import('@/cms/secret')
  await payload.updateGlobal({
    slug: 'shop-settings',
    data: { pickup: { enabled: true, address: '12 Lý Thường Kiệt' }, cod: { enabled: true }, ...payments },
  })
  const product = await payload.create({
    collection: 'products',
    draft: false,
    data: {
      name: item.name,
      regularPrice: item.price,
      manageStock: true,
      stockQuantity: 100,
      _status: 'published',
    } as never,
  })
  const guestCart = async () => {
    const { cart } = await changeCart(payload, { key: null, customerId: null }, new Date(), () => ({
      items: [{ productId: product.id, quantity: item.quantity, variant: '' }],
      result: null,
    }))
    return `${CART_COOKIE}=${cartCookieValue(payloadSecret(), { id: cart.id, token: cart.token })}`
  }
  return { nonce: issueNonce(payloadSecret(), 'shop', Date.now()), productId: product.id, guestCart }
}
