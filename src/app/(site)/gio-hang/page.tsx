import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { getPayloadClient } from '@/cms/queries'
import { payloadSecret } from '@/cms/secret'
import { CART_NOTICE_PARAM } from '@/shop/cms/ajax'
import { viewCart } from '@/shop/cms/cart.server'
import { cartDiscounts } from '@/shop/cms/cart-discounts'
import { cartOwnerOf } from '@/shop/cms/owner'
import { SHOP_NONCE } from '@/shop/rules/cart-request'
import type { ShopNotice } from '@/shop/rules/cart-view'
import { readCartNotices } from '@/shop/rules/checkout-state'
import { vi } from '@/i18n/vi'
import { issueNonce } from '@/lib/nonce'
import { SiteFrame } from '@/site/layout/SiteFrame'
import { CartView } from '@/shop/views/CartView'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export const metadata: Metadata = { title: vi.cart.title, robots: { index: false, follow: true } }

const doneNotices: Record<string, ShopNotice> = {
  them: { kind: 'success', message: vi.cart.added },
  'cap-nhat': { kind: 'success', message: vi.cart.updated },
  xoa: { kind: 'success', message: vi.cart.removed },
}

/**
 * The cart page: the visitor's own cart and its coupons, read per request, with the notice of the change just made
 * without script (a coupon's is kept on the cart).
 */
export default async function CartPage({ searchParams }: Props) {
  const payload = await getPayloadClient()
  const owner = await cartOwnerOf(payload, await headers())
  const now = new Date()
  const { cart, view } = await viewCart(payload, owner, now)
  const { discounts, notices: couponNotices } = await cartDiscounts(payload, owner, cart, now)
  const notice = (await searchParams)[CART_NOTICE_PARAM]
  const done = typeof notice === 'string' && Object.hasOwn(doneNotices, notice) ? [doneNotices[notice]] : []
  return (
    <SiteFrame view={{ kind: 'page', categoryIds: [] }}>
      <CartView
        contents={view}
        discounts={discounts}
        notices={[...done, ...readCartNotices(cart?.checkout, now), ...couponNotices]}
        nonce={issueNonce(payloadSecret(), SHOP_NONCE, now.getTime())}
      />
    </SiteFrame>
  )
}
