/**
 * The shop's e-mails about an order, as text and HTML (every value escaped): to the shop for a new order, and to the
 * customer when the order is received, moves on (processing, completed, cancelled, refunded) or gets a note. Pure.
 */
import type { FormMail } from '@/forms/rules'
import { vi } from '@/i18n/vi'
import { type HtmlValue, Markup, html } from '@/lib/html'
import { formatVnd } from '@/lib/vi'
import { ORDER_STATUS_LABELS, type OrderStatus } from './order-status'

export interface MailedOrder {
  number: string
  email: string
  status: OrderStatus
  billingName: string
  phone: string
  address: string
  lines: { name: string; quantity: number; total: number }[]
  subtotal: number
  discountTotal: number
  shippingLabel: string
  shippingTotal: number
  total: number
  paymentTitle: string
  /** How to pay, when the customer still has to (bank transfer: bank, account, amount, reference). */
  paymentInstructions: string[]
  /** What the order's files wait for (unpaidReason), when it has files not open yet. */
  filesWaiting: string | null
  /** Where the customer sees the order (with its key); where the shop manages it. */
  customerLink: string
  adminLink: string
}

export type OrderMailKind = 'new-order' | 'received' | 'status' | 'note'

const words = vi.orders.mail

const STATUS_SUBJECTS: Partial<Record<OrderStatus, (number: string) => string>> = words.statusSubjects

/** Whether a move to this status is told to the customer. */
export const statusIsMailed = (status: OrderStatus) => status in STATUS_SUBJECTS

/** Words with values as HTML, as `html` writes a template: each value escaped (markup as it is), the words as they are. */
function wordsHtml<A extends string[]>(wording: (...values: A) => string, ...values: { [K in keyof A]: HtmlValue }) {
  return new Markup(wording(...(values.map((value) => html`${value}`.html) as A)))
}

function totalsText(order: MailedOrder): string[] {
  return [
    ...order.lines.map((line) => `- ${line.name} × ${line.quantity}: ${formatVnd(line.total)}`),
    `${vi.cart.subtotal}: ${formatVnd(order.subtotal)}`,
    ...(order.discountTotal ? [`${words.discount}: −${formatVnd(order.discountTotal)}`] : []),
    ...(order.shippingLabel ? [`${order.shippingLabel}: ${formatVnd(order.shippingTotal)}`] : []),
    `${words.total}: ${formatVnd(order.total)}`,
    words.payment(order.paymentTitle),
  ]
}

function totalsHtml(order: MailedOrder) {
  return html`<table cellpadding="6" style="border-collapse:collapse">
    ${order.lines.map((line) => html`<tr><td>${line.name} × ${line.quantity}</td><td align="right">${formatVnd(line.total)}</td></tr>`)}
    <tr><td>${vi.cart.subtotal}</td><td align="right">${formatVnd(order.subtotal)}</td></tr>
    ${order.discountTotal ? html`<tr><td>${words.discount}</td><td align="right">−${formatVnd(order.discountTotal)}</td></tr>` : ''}
    ${order.shippingLabel ? html`<tr><td>${order.shippingLabel}</td><td align="right">${formatVnd(order.shippingTotal)}</td></tr>` : ''}
    <tr><th align="left">${words.total}</th><th align="right">${formatVnd(order.total)}</th></tr>
  </table>
  <p>${wordsHtml(words.payment, order.paymentTitle)}</p>`
}

/** One e-mail about `order`: its recipient, subject and body. `notes` are the customer notes of a `note` mail. */
export function orderMail(kind: OrderMailKind, order: MailedOrder, shopEmail: string, notes: string[] = []): FormMail {
  const customer = order.billingName || order.email
  if (kind === 'new-order') {
    const lines = [
      words.newOrder(order.number, customer, order.phone, order.email),
      words.deliverTo(order.address || words.pickup),
      '',
      ...totalsText(order),
      '',
      words.viewInAdmin(order.adminLink),
    ]
    return {
      to: shopEmail,
      replyTo: order.email,
      subject: words.newOrderSubject(order.number, formatVnd(order.total)),
      text: lines.join('\n'),
      html: html`<p>${wordsHtml(words.newOrder, html`<strong>${order.number}</strong>`, customer, order.phone, order.email)}</p>
        <p>${wordsHtml(words.deliverTo, order.address || words.pickup)}</p>${totalsHtml(order)}<p><a href="${order.adminLink}">${words.viewInAdminLink}</a></p>`
        .html,
    }
  }
  const opening: Record<Exclude<OrderMailKind, 'new-order'>, string> = {
    received: words.received(order.number),
    status: words.statusChanged(order.number, ORDER_STATUS_LABELS[order.status]),
    note: words.note(order.number),
  }
  const subject =
    kind === 'received'
      ? words.receivedSubject(order.number)
      : kind === 'note'
        ? words.noteSubject(order.number)
        : (STATUS_SUBJECTS[order.status]?.(order.number) ?? vi.orders.order(order.number))
  const instructions =
    kind === 'received' ? [...order.paymentInstructions, ...(order.filesWaiting ? [order.filesWaiting] : [])] : []
  const text = [
    words.greeting(customer),
    '',
    opening[kind],
    ...notes,
    ...(instructions.length ? ['', ...instructions] : []),
    '',
    ...totalsText(order),
    '',
    words.viewOrder(order.customerLink),
  ]
  return {
    to: order.email,
    replyTo: shopEmail,
    subject,
    text: text.join('\n'),
    html: html`<p>${wordsHtml(words.greeting, customer)}</p><p>${opening[kind]}</p>${notes.map((note) => html`<blockquote>${note}</blockquote>`)}
      ${instructions.length ? html`<p>${instructions.map((line, index) => html`${index ? html`<br>` : ''}${line}`)}</p>` : ''}
      ${totalsHtml(order)}<p><a href="${order.customerLink}">${words.viewOrderLink}</a></p>`.html,
  }
}
