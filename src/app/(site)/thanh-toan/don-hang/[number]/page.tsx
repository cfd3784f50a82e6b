import '@/shop/views/checkout.css'
import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { getPayloadClient, getSiteChrome } from '@/cms/queries'
import { vi } from '@/i18n/vi'
import { Breadcrumbs } from '@/site/Breadcrumbs'
import { SiteFrame, themeDataOf } from '@/site/layout/SiteFrame'
import { NotFoundAnswer } from '@/site/not-found/NotFoundAnswer'
import { OrderSummary } from '@/shop/views/OrderSummary'
import { ShopNotices } from '@/shop/views/ShopNotices'
import { recordPurchase } from '@/analytics/cms/record-purchase'
import { loadReceivedOrder, purchaseSummaryPage } from '@/shop/cms/order-received'
import { BuilderPageView } from '@/site/builder/BuilderRender'
import { CHECKOUT_PATH, SHOP_PATH } from '@/shop/views/paths'

type Props = {
  params: Promise<{ number: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const metadata: Metadata = {
  title: vi.checkout.orderReceived,
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

/**
 * The order received page (the purchase summary), for the guest with its link or the account that placed it: the
 * builder page chosen in the shop's settings around the purchase summary widget, or the built-in one.
 */
export default async function OrderReceivedPage({ params, searchParams }: Props) {
  const payload = await getPayloadClient()
  const { number } = await params
  const query = await searchParams
  const key = query.key
  const requestHeaders = await headers()
  const { user } = await payload.auth({ headers: requestHeaders })
  const found = await loadReceivedOrder(
    payload,
    decodeURIComponent(number),
    typeof key === 'string' ? key : null,
    user ?? null,
  )
  if (!found) return <NotFoundAnswer />
  // Counted by the server from the order, once however often the page is opened; never in the way of the page.
  await recordPurchase(payload, found.order, `${CHECKOUT_PATH}/don-hang`, requestHeaders, user ?? null).catch(
    (error: unknown) => payload.logger.error({ err: error, msg: 'purchase not recorded' }),
  )
  // The shop may lay this page out in the builder, around the purchase summary widget.
  const custom = await purchaseSummaryPage(payload)
  if (custom) {
    const chrome = await getSiteChrome()
    const address = { path: `${CHECKOUT_PATH}/don-hang/${found.order.number}`, query: '' }
    return (
      <SiteFrame view={{ kind: 'page', id: custom.id, categoryIds: [] }} popups={false}>
        <BuilderPageView page={custom} theme={{ ...themeDataOf(chrome), receivedOrder: found }} address={address} />
      </SiteFrame>
    )
  }
  return (
    <SiteFrame view={{ kind: 'page', categoryIds: [] }} popups={false}>
      <div className="order-received container">
        <Breadcrumbs
          trail={[
            { name: vi.home, href: '/' },
            { name: vi.cart.checkout, href: CHECKOUT_PATH },
            { name: found.order.number, href: `${CHECKOUT_PATH}/don-hang/${found.order.number}` },
          ]}
        />
        <h1 className="order-received__title">{vi.checkout.thanks}</h1>
        {query.redirect_status === 'failed' && found.order.status === 'pending' && (
          <div className="shop-notices">
            <ShopNotices notices={[{ kind: 'error', message: vi.checkout.cardNotPaid }]} />
          </div>
        )}
        <p className="order-received__lead">
          {vi.checkout.sentTo} <strong>{found.order.email}</strong>.
          {found.order.shipping?.method ? ` ${vi.checkout.willCall}` : ''}
        </p>
        <OrderSummary order={found.order} due={found.due} />
        <p>
          <a className="button button--secondary" href={SHOP_PATH}>
            ← {vi.cart.continueShopping}
          </a>
        </p>
      </div>
    </SiteFrame>
  )
}
