import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { getPayloadClient } from '@/cms/queries'
import { payloadSecret } from '@/cms/secret'
import { CART_NOTICE_PARAM } from '@/cms/shop/ajax'
import { viewCart } from '@/cms/shop/cart.server'
import { cartDiscounts } from '@/cms/shop/cart-discounts'
import { cartOwnerOf } from '@/cms/shop/owner'
import { SHOP_NONCE } from '@/features/shop/cart-request'
import type { ShopNotice } from '@/features/shop/cart-view'
import { readCartNotices } from '@/features/shop/checkout-state'
import { vi } from '@/i18n/vi'
import { issueNonce } from '@/lib/nonce'
import { SiteFrame } from '@/site/layout/SiteFrame'
import { CartView } from '@/site/shop/CartView'

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
