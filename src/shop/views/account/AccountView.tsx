import type { ReactNode } from 'react'
import type { ShopNotice } from '@/shop/rules/cart-view'
import { ORDER_STATUS_LABELS } from '@/shop/rules/order-status'
import { BehaviourMarker } from '@/lib/behaviour'
import { vi } from '@/i18n/vi'
import { formatDate, formatDateTime, formatVnd } from '@/lib/vi'
import type { Order, User } from '@/payload-types'
import type { AccountDownload } from '@/shop/server/account/downloads'
import { Breadcrumbs } from '../../../site/Breadcrumbs'
import { AddressFields, LoginFields, TextField } from '../AddressFields'
import type { PaymentDue } from '@/shop/server/payments/payment-due'
import type { SavedCard } from '@/shop/server/payments/stripe'
import { OrderSummary } from '../OrderSummary'
import { ShopNotices } from '../ShopNotices'
import { OrderUpdates } from './OrderUpdates'
import { SHOP_PATH } from '../paths'
import { ACCOUNT_PATH, type AccountTab, accountTabPath } from './paths'

const TAB_LABELS: Record<Exclude<AccountTab, 'view-order'>, string> = {
  dashboard: 'Tổng quan',
  orders: 'Đơn hàng',
  downloads: 'Tải về',
  'edit-account': 'Tài khoản',
  'edit-address': 'Địa chỉ',
  'payment-methods': 'Phương thức thanh toán',
}

const ACTION = `${ACCOUNT_PATH}/gui`

function Hidden({ action, nonce }: { action: string; nonce: string }) {
  return (
    <>
      <input type="hidden" name="action" value={action} />
      <input type="hidden" name="_nonce" value={nonce} />
    </>
  )
}

/**
 * The login and register forms, for a visitor without an account session. Registering asks no password: the link
 * mailed to the e-mail sets it. `captcha` is the register form's captcha field (the site's forms' own).
 */
export function AccountLogin({
  nonce,
  notices,
  captcha,
}: {
  nonce: string
  notices: ShopNotice[]
  captcha: ReactNode
}) {
  return (
    <div className="account container">
      <h1 className="account__title">Tài khoản</h1>
      <div className="shop-notices">
        <ShopNotices notices={notices} />
      </div>
      <div className="account-entry">
        <section className="account-card" aria-labelledby="account-login">
          <h2 id="account-login">Đăng nhập</h2>
          <form method="post" action={ACTION} className="account-form">
            <Hidden action="login" nonce={nonce} />
            <LoginFields idPrefix="login" emailName="email" />
            <button type="submit" className="button">
              Đăng nhập
            </button>
          </form>
          <details className="account-lost">
            <summary>Quên mật khẩu?</summary>
            <form method="post" action={ACTION} className="account-form">
              <Hidden action="lost-password" nonce={nonce} />
              <div className="checkout-field">
                <label htmlFor="lost-email">E-mail của tài khoản</label>
                <input id="lost-email" name="email" type="email" autoComplete="email" required />
              </div>
              <button type="submit" className="button button--secondary">
                Gửi liên kết đặt lại mật khẩu
              </button>
            </form>
          </details>
        </section>
        <section className="account-card" aria-labelledby="account-register">
          <h2 id="account-register">Tạo tài khoản</h2>
          <p>Theo dõi đơn hàng, tải sách điện tử đã mua và điền sẵn địa chỉ cho lần mua sau.</p>
          <form method="post" action={ACTION} className="account-form">
            <Hidden action="register" nonce={nonce} />
            <div className="checkout-field">
              <label htmlFor="register-name">Họ và tên</label>
              <input id="register-name" name="name" type="text" autoComplete="name" maxLength={100} />
            </div>
            <div className="checkout-field">
              <label htmlFor="register-email">E-mail</label>
              <input id="register-email" name="email" type="email" autoComplete="email" required />
            </div>
            <p>Chúng tôi sẽ gửi tới e-mail này một liên kết để bạn đặt mật khẩu.</p>
            {captcha}
            <button type="submit" className="button button--secondary">
              Tạo tài khoản
            </button>
          </form>
        </section>
      </div>
    </div>
  )
}

/** The lost password's link leads here: a new password for the account whose token the link carries. */
export function ResetPassword({ token, nonce, notices }: { token: string; nonce: string; notices: ShopNotice[] }) {
  return (
    <div className="account container">
      <h1 className="account__title">Đặt lại mật khẩu</h1>
      <div className="shop-notices">
        <ShopNotices notices={notices} />
      </div>
      <form method="post" action={ACTION} className="account-form account-card">
        <Hidden action="reset-password" nonce={nonce} />
        <input type="hidden" name="token" value={token} />
        <div className="checkout-field">
          <label htmlFor="reset-password">Mật khẩu mới (ít nhất 10 ký tự)</label>
          <input
            id="reset-password"
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={10}
            maxLength={200}
            required
          />
        </div>
        <button type="submit" className="button">
          Đặt mật khẩu mới
        </button>
      </form>
    </div>
  )
}

/** The account's pages around a tab: its title, the tabs (the current one marked) and a logout button. */
function AccountFrame({
  tab,
  title,
  user,
  nonce,
  notices,
  children,
}: {
  tab: AccountTab
  title: string
  user: User
  nonce: string
  notices: ShopNotice[]
  children: ReactNode
}) {
  const current = tab === 'view-order' ? 'orders' : tab
  return (
    <div className="account container">
      <Breadcrumbs
        trail={[
          { name: 'Trang chủ', href: '/' },
          { name: 'Tài khoản', href: ACCOUNT_PATH },
        ]}
      />
      <h1 className="account__title">{title}</h1>
      <div className="account-layout">
        <nav className="account-nav" aria-label="Tài khoản">
          <p className="account-nav__who">
            Xin chào, <strong>{user.name || user.email}</strong>
          </p>
          <ul>
            {(Object.keys(TAB_LABELS) as (keyof typeof TAB_LABELS)[]).map((key) => (
              <li key={key}>
                <a href={accountTabPath(key)} aria-current={key === current ? 'page' : undefined}>
                  {TAB_LABELS[key]}
                </a>
              </li>
            ))}
          </ul>
          <form method="post" action={ACTION}>
            <Hidden action="logout" nonce={nonce} />
            <button type="submit" className="account-nav__logout">
              Đăng xuất
            </button>
          </form>
        </nav>
        <div className="account-content">
          <div className="shop-notices">
            <ShopNotices notices={notices} />
          </div>
          {children}
        </div>
      </div>
    </div>
  )
}

function OrdersTable({ orders }: { orders: Order[] }) {
  if (!orders.length) {
    return (
      <p className="account-empty">
        Bạn chưa có đơn hàng nào. <a href={SHOP_PATH}>Ghé cửa hàng</a>
      </p>
    )
  }
  return (
    <ScrollableTable label="Đơn hàng của bạn">
      <table className="account-orders">
        <caption className="visually-hidden">Đơn hàng của bạn</caption>
        <thead>
          <tr>
            <th scope="col">Đơn hàng</th>
            <th scope="col">Ngày</th>
            <th scope="col">Trạng thái</th>
            <th scope="col">Tổng</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <td>
                <a href={accountTabPath('view-order', order.number)}>{order.number}</a>
              </td>
              <td>{formatDate(order.createdAt)}</td>
              <td>{ORDER_STATUS_LABELS[order.status]}</td>
              <td>{formatVnd(order.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollableTable>
  )
}

/** A table that scrolls sideways inside the page on a narrow phone, never widening the page (reachable by keyboard). */
function ScrollableTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="account-table" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  )
}

function DownloadsList({ downloads }: { downloads: AccountDownload[] }) {
  if (!downloads.length)
    return (
      <p className="account-empty">
        Chưa có tệp nào để tải. Sách điện tử và tài liệu bạn mua sẽ có ở đây sau khi đơn được thanh toán.
      </p>
    )
  return (
    <ScrollableTable label="Tệp tải về">
      <table className="account-orders">
        <caption className="visually-hidden">Tệp tải về</caption>
        <thead>
          <tr>
            <th scope="col">Tệp</th>
            <th scope="col">Đơn hàng</th>
            <th scope="col">Còn lượt</th>
            <th scope="col">Hết hạn</th>
          </tr>
        </thead>
        <tbody>
          {downloads.map((download) => (
            <tr key={`${download.orderNumber}-${download.index}`}>
              <td>
                {download.usable ? (
                  <a href={`${ACCOUNT_PATH}/tai-ve/${download.orderNumber}/${download.index}`} download>
                    {download.name}
                  </a>
                ) : download.waiting ? (
                  <span>
                    {download.name}
                    <br />
                    <small className="account-downloads__waiting">{download.waiting}</small>
                  </span>
                ) : (
                  <span>{download.name} (đã hết lượt hoặc hết hạn)</span>
                )}
              </td>
              <td>{download.orderNumber}</td>
              <td>{download.remaining === null ? 'Không giới hạn' : download.remaining}</td>
              <td>{download.expiresAt ? formatDateTime(download.expiresAt) : 'Không hết hạn'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollableTable>
  )
}

const CARD_BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  jcb: 'JCB',
  amex: 'American Express',
  unionpay: 'UnionPay',
}

/** The cards the customer saved at Stripe (brand, last four digits, expiry), each removable; or why there are none. */
function SavedCards({ cards, nonce }: { cards: SavedCard[] | 'unavailable' | null; nonce: string }) {
  if (cards === null)
    return <p className="account-empty">Cửa hàng chưa nhận thanh toán bằng thẻ, nên chưa có thẻ nào được lưu.</p>
  if (cards === 'unavailable')
    return <p className="account-empty">Chưa tải được danh sách thẻ từ Stripe. Hãy thử lại sau ít phút.</p>
  if (!cards.length)
    return (
      <p className="account-empty">
        Bạn chưa lưu thẻ nào. Khi thanh toán bằng thẻ, chọn “Lưu thẻ cho lần mua sau” để thẻ hiện ở đây.
      </p>
    )
  return (
    <ul className="account-cards">
      {cards.map((card) => {
        const name = `${CARD_BRANDS[card.brand] ?? card.brand} •••• ${card.last4}`
        return (
          <li key={card.id} className="account-cards__card">
            <span className="account-cards__name">{name}</span>
            <span className="account-cards__expiry">
              Hết hạn {String(card.expMonth).padStart(2, '0')}/{card.expYear}
            </span>
            <form method="post" action={ACTION}>
              <Hidden action="remove-card" nonce={nonce} />
              <input type="hidden" name="card" value={card.id} />
              <button type="submit" className="button button--secondary" aria-label={`Xoá thẻ ${name}`}>
                Xoá
              </button>
            </form>
          </li>
        )
      })}
    </ul>
  )
}

export type AccountPage =
  | { tab: 'dashboard'; orders: Order[] }
  | { tab: 'orders'; orders: Order[] }
  | { tab: 'view-order'; order: Order; due: PaymentDue | null }
  | { tab: 'downloads'; downloads: AccountDownload[] }
  | { tab: 'edit-account' }
  | { tab: 'edit-address'; values: Record<string, string> }
  | { tab: 'payment-methods'; cards: SavedCard[] | 'unavailable' | null }

/** A logged-in customer's account page: the tab asked for. */
export function AccountView({
  page,
  user,
  nonce,
  notices,
}: {
  page: AccountPage
  user: User
  nonce: string
  notices: ShopNotice[]
}) {
  const frame = (title: string, children: ReactNode) => (
    <AccountFrame tab={page.tab} title={title} user={user} nonce={nonce} notices={notices}>
      {children}
    </AccountFrame>
  )
  switch (page.tab) {
    case 'dashboard':
      return frame(
        'Tài khoản của bạn',
        <>
          <p>
            Từ đây bạn xem <a href={accountTabPath('orders')}>đơn hàng</a>, tải{' '}
            <a href={accountTabPath('downloads')}>tệp đã mua</a>, sửa{' '}
            <a href={accountTabPath('edit-address')}>địa chỉ giao hàng</a> và{' '}
            <a href={accountTabPath('edit-account')}>mật khẩu</a>.
          </p>
          <h2 className="account__subtitle">Đơn hàng gần đây</h2>
          <OrdersTable orders={page.orders.slice(0, 5)} />
        </>,
      )
    case 'orders':
      return frame('Đơn hàng', <OrdersTable orders={page.orders} />)
    case 'view-order':
      return frame(
        `Đơn hàng ${page.order.number}`,
        <>
          <OrderSummary order={page.order} due={page.due} />
          <OrderUpdates notes={page.order.notes} />
        </>,
      )
    case 'downloads':
      return frame('Tải về', <DownloadsList downloads={page.downloads} />)
    case 'edit-account':
      return frame(
        'Thông tin tài khoản',
        <form method="post" action={ACTION} className="account-form">
          <Hidden action="edit-account" nonce={nonce} />
          <TextField
            name="name"
            label="Họ và tên"
            values={{ name: user.name ?? '' }}
            errors={{}}
            autoComplete="name"
            required={false}
            maxLength={100}
          />
          <TextField
            name="email"
            label="E-mail"
            type="email"
            values={{ email: user.email }}
            errors={{}}
            autoComplete="email"
            maxLength={254}
          />
          <fieldset className="account-password">
            <legend>Đổi mật khẩu (để trống nếu không đổi)</legend>
            <div className="checkout-field">
              <label htmlFor="current_password">Mật khẩu hiện tại (cần khi đổi e-mail hoặc mật khẩu)</label>
              <input id="current_password" name="current_password" type="password" autoComplete="current-password" />
            </div>
            <div className="checkout-field">
              <label htmlFor="new_password">Mật khẩu mới (ít nhất 10 ký tự)</label>
              <input
                id="new_password"
                name="new_password"
                type="password"
                autoComplete="new-password"
                minLength={10}
                maxLength={200}
              />
            </div>
          </fieldset>
          <button type="submit" className="button">
            Lưu thay đổi
          </button>
        </form>,
      )
    case 'edit-address':
      return frame(
        'Địa chỉ',
        <form method="post" action={ACTION} className="account-form">
          <Hidden action="edit-address" nonce={nonce} />
          <input type="hidden" name="billing_email" value={page.values.billing_email ?? user.email} />
          <h2 className="account__subtitle">Người mua</h2>
          <TextField
            name="billing_full_name"
            label="Họ và tên"
            values={page.values}
            errors={{}}
            autoComplete="name"
            maxLength={100}
          />
          <TextField
            name="billing_phone"
            label="Số điện thoại"
            type="tel"
            values={page.values}
            errors={{}}
            autoComplete="tel"
            maxLength={20}
          />
          {page.values.billing_previous_line && (
            <p className="account-note">
              {vi.address.previous}: {page.values.billing_previous_line}. {vi.address.checkMoved}
            </p>
          )}
          <AddressFields prefix="billing" values={page.values} errors={{}} updateAction={ACTION} />
          <p className="account-note">Địa chỉ này được điền sẵn ở trang thanh toán.</p>
          <button type="submit" className="button">
            Lưu địa chỉ
          </button>
          <BehaviourMarker name="addressUnits" />
        </form>,
      )
    case 'payment-methods':
      return frame('Phương thức thanh toán', <SavedCards cards={page.cards} nonce={nonce} />)
  }
}
