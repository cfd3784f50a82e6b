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

const TAB_LABELS: Record<Exclude<AccountTab, 'view-order'>, string> = vi.account.tabs

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
      <h1 className="account__title">{vi.account.title}</h1>
      <div className="shop-notices">
        <ShopNotices notices={notices} />
      </div>
      <div className="account-entry">
        <section className="account-card" aria-labelledby="account-login">
          <h2 id="account-login">{vi.account.logIn}</h2>
          <form method="post" action={ACTION} className="account-form">
            <Hidden action="login" nonce={nonce} />
            <LoginFields idPrefix="login" emailName="email" />
            <button type="submit" className="button">
              {vi.account.logIn}
            </button>
          </form>
          <details className="account-lost">
            <summary>{vi.account.lostPassword}</summary>
            <form method="post" action={ACTION} className="account-form">
              <Hidden action="lost-password" nonce={nonce} />
              <div className="checkout-field">
                <label htmlFor="lost-email">{vi.account.lostPasswordEmail}</label>
                <input id="lost-email" name="email" type="email" autoComplete="email" required />
              </div>
              <button type="submit" className="button button--secondary">
                {vi.account.sendResetLink}
              </button>
            </form>
          </details>
        </section>
        <section className="account-card" aria-labelledby="account-register">
          <h2 id="account-register">{vi.account.register}</h2>
          <p>{vi.account.registerPitch}</p>
          <form method="post" action={ACTION} className="account-form">
            <Hidden action="register" nonce={nonce} />
            <div className="checkout-field">
              <label htmlFor="register-name">{vi.account.fullName}</label>
              <input id="register-name" name="name" type="text" autoComplete="name" maxLength={100} />
            </div>
            <div className="checkout-field">
              <label htmlFor="register-email">{vi.account.email}</label>
              <input id="register-email" name="email" type="email" autoComplete="email" required />
            </div>
            <p>{vi.account.registerMailHint}</p>
            {captcha}
            <button type="submit" className="button button--secondary">
              {vi.account.register}
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
      <h1 className="account__title">{vi.account.resetPassword}</h1>
      <div className="shop-notices">
        <ShopNotices notices={notices} />
      </div>
      <form method="post" action={ACTION} className="account-form account-card">
        <Hidden action="reset-password" nonce={nonce} />
        <input type="hidden" name="token" value={token} />
        <div className="checkout-field">
          <label htmlFor="reset-password">{vi.account.newPassword}</label>
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
          {vi.account.setNewPassword}
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
          { name: vi.home, href: '/' },
          { name: vi.account.title, href: ACCOUNT_PATH },
        ]}
      />
      <h1 className="account__title">{title}</h1>
      <div className="account-layout">
        <nav className="account-nav" aria-label={vi.account.title}>
          <p className="account-nav__who">
            {vi.account.hello} <strong>{user.name || user.email}</strong>
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
              {vi.account.logOut}
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
        {vi.account.ordersEmpty} <a href={SHOP_PATH}>{vi.account.visitShop}</a>
      </p>
    )
  }
  return (
    <ScrollableTable label={vi.account.yourOrders}>
      <table className="account-orders">
        <caption className="visually-hidden">{vi.account.yourOrders}</caption>
        <thead>
          <tr>
            <th scope="col">{vi.account.orderColumns.order}</th>
            <th scope="col">{vi.account.orderColumns.date}</th>
            <th scope="col">{vi.account.orderColumns.status}</th>
            <th scope="col">{vi.account.orderColumns.total}</th>
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
  if (!downloads.length) return <p className="account-empty">{vi.account.downloadsEmpty}</p>
  return (
    <ScrollableTable label={vi.account.downloadFiles}>
      <table className="account-orders">
        <caption className="visually-hidden">{vi.account.downloadFiles}</caption>
        <thead>
          <tr>
            <th scope="col">{vi.account.downloadColumns.file}</th>
            <th scope="col">{vi.account.downloadColumns.order}</th>
            <th scope="col">{vi.account.downloadColumns.remaining}</th>
            <th scope="col">{vi.account.downloadColumns.expires}</th>
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
                  <span>{vi.account.downloadUsedUp(download.name)}</span>
                )}
              </td>
              <td>{download.orderNumber}</td>
              <td>{download.remaining === null ? vi.account.unlimited : download.remaining}</td>
              <td>{download.expiresAt ? formatDateTime(download.expiresAt) : vi.account.neverExpires}</td>
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
  if (cards === null) return <p className="account-empty">{vi.account.cardsNotTaken}</p>
  if (cards === 'unavailable') return <p className="account-empty">{vi.account.cardsUnavailable}</p>
  if (!cards.length) return <p className="account-empty">{vi.account.cardsEmpty}</p>
  return (
    <ul className="account-cards">
      {cards.map((card) => {
        const name = `${CARD_BRANDS[card.brand] ?? card.brand} •••• ${card.last4}`
        return (
          <li key={card.id} className="account-cards__card">
            <span className="account-cards__name">{name}</span>
            <span className="account-cards__expiry">
              {vi.account.cardExpires(String(card.expMonth).padStart(2, '0'), card.expYear)}
            </span>
            <form method="post" action={ACTION}>
              <Hidden action="remove-card" nonce={nonce} />
              <input type="hidden" name="card" value={card.id} />
              <button type="submit" className="button button--secondary" aria-label={vi.account.removeCard(name)}>
                {vi.account.removeCardShort}
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
  const intro = vi.account.dashboardIntro
  switch (page.tab) {
    case 'dashboard':
      return frame(
        vi.account.dashboardTitle,
        <>
          <p>
            {intro.lead} <a href={accountTabPath('orders')}>{intro.orders}</a>, {intro.download}{' '}
            <a href={accountTabPath('downloads')}>{intro.downloads}</a>, {intro.edit}{' '}
            <a href={accountTabPath('edit-address')}>{intro.address}</a> {intro.and}{' '}
            <a href={accountTabPath('edit-account')}>{intro.password}</a>.
          </p>
          <h2 className="account__subtitle">{vi.account.recentOrders}</h2>
          <OrdersTable orders={page.orders.slice(0, 5)} />
        </>,
      )
    case 'orders':
      return frame(vi.account.tabs.orders, <OrdersTable orders={page.orders} />)
    case 'view-order':
      return frame(
        vi.account.orderTitle(page.order.number),
        <>
          <OrderSummary order={page.order} due={page.due} />
          <OrderUpdates notes={page.order.notes} />
        </>,
      )
    case 'downloads':
      return frame(vi.account.tabs.downloads, <DownloadsList downloads={page.downloads} />)
    case 'edit-account':
      return frame(
        vi.account.detailsTitle,
        <form method="post" action={ACTION} className="account-form">
          <Hidden action="edit-account" nonce={nonce} />
          <TextField
            name="name"
            label={vi.account.fullName}
            values={{ name: user.name ?? '' }}
            errors={{}}
            autoComplete="name"
            required={false}
            maxLength={100}
          />
          <TextField
            name="email"
            label={vi.account.email}
            type="email"
            values={{ email: user.email }}
            errors={{}}
            autoComplete="email"
            maxLength={254}
          />
          <fieldset className="account-password">
            <legend>{vi.account.changePassword}</legend>
            <div className="checkout-field">
              <label htmlFor="current_password">{vi.account.currentPassword}</label>
              <input id="current_password" name="current_password" type="password" autoComplete="current-password" />
            </div>
            <div className="checkout-field">
              <label htmlFor="new_password">{vi.account.newPassword}</label>
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
            {vi.account.saveChanges}
          </button>
        </form>,
      )
    case 'edit-address':
      return frame(
        vi.account.tabs['edit-address'],
        <form method="post" action={ACTION} className="account-form">
          <Hidden action="edit-address" nonce={nonce} />
          <input type="hidden" name="billing_email" value={page.values.billing_email ?? user.email} />
          <h2 className="account__subtitle">{vi.checkout.summary.buyer}</h2>
          <TextField
            name="billing_full_name"
            label={vi.account.fullName}
            values={page.values}
            errors={{}}
            autoComplete="name"
            maxLength={100}
          />
          <TextField
            name="billing_phone"
            label={vi.account.phone}
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
          <p className="account-note">{vi.account.addressPrefilled}</p>
          <button type="submit" className="button">
            {vi.account.saveAddress}
          </button>
          <BehaviourMarker name="addressUnits" />
        </form>,
      )
    case 'payment-methods':
      return frame(vi.account.tabs['payment-methods'], <SavedCards cards={page.cards} nonce={nonce} />)
  }
}
