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
import { loadReceivedOrder, purchaseSummaryPage } from '@/shop/cms/order-received'
import { BuilderPageView } from '@/site/builder/BuilderRender'
import { CHECKOUT_PATH, SHOP_PATH } from '@/shop/views/paths'

/** Stripe sends the reader back with `redirect_status=failed` when the bank refused the card (after its own check). */
const CARD_NOT_PAID =
  'Thanh toán thẻ chưa thành công: ngân hàng chưa chấp nhận giao dịch. Đơn hàng vẫn được giữ và chờ thanh toán; hãy liên hệ cửa hàng, hoặc đặt lại với thẻ khác hay cách thanh toán khác.'

type Props = {
  params: Promise<{ number: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const metadata: Metadata = {
  title: 'Đơn hàng đã nhận',
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
  const { user } = await payload.auth({ headers: await headers() })
  const found = await loadReceivedOrder(
    payload,
    decodeURIComponent(number),
    typeof key === 'string' ? key : null,
    user ?? null,
  )
  if (!found) return <NotFoundAnswer />
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
        <h1 className="order-received__title">Cảm ơn bạn! Đơn hàng đã được nhận.</h1>
        {query.redirect_status === 'failed' && found.order.status === 'pending' && (
          <div className="shop-notices">
            <ShopNotices notices={[{ kind: 'error', message: CARD_NOT_PAID }]} />
          </div>
        )}
        <p className="order-received__lead">
          Chúng tôi đã gửi xác nhận tới <strong>{found.order.email}</strong>.
          {found.order.shipping?.method ? ' Cửa hàng sẽ gọi cho bạn trước khi giao.' : ''}
        </p>
        <OrderSummary order={found.order} due={found.due} />
        <p>
          <a className="button button--secondary" href={SHOP_PATH}>
            ← Tiếp tục mua sắm
          </a>
        </p>
      </div>
    </SiteFrame>
  )
}
