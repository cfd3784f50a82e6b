/**
 * The shop's e-mails about an order, as text and HTML (every value escaped): to the shop for a new order, and to the
 * customer when the order is received, moves on (processing, completed, cancelled, refunded) or gets a note. Pure.
 */
import type { FormMail } from '@/forms/rules'
import { html } from '@/lib/html'
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

const STATUS_SUBJECTS: Partial<Record<OrderStatus, (number: string) => string>> = {
  processing: (number) => `Đơn hàng ${number} đang được xử lý`,
  completed: (number) => `Đơn hàng ${number} đã hoàn thành`,
  cancelled: (number) => `Đơn hàng ${number} đã bị huỷ`,
  refunded: (number) => `Đơn hàng ${number} đã được hoàn tiền`,
  failed: (number) => `Thanh toán cho đơn hàng ${number} không thành công`,
}

/** Whether a move to this status is told to the customer. */
export const statusIsMailed = (status: OrderStatus) => status in STATUS_SUBJECTS

function totalsText(order: MailedOrder): string[] {
  return [
    ...order.lines.map((line) => `- ${line.name} × ${line.quantity}: ${formatVnd(line.total)}`),
    `Tạm tính: ${formatVnd(order.subtotal)}`,
    ...(order.discountTotal ? [`Giảm giá: −${formatVnd(order.discountTotal)}`] : []),
    ...(order.shippingLabel ? [`${order.shippingLabel}: ${formatVnd(order.shippingTotal)}`] : []),
    `Tổng cộng: ${formatVnd(order.total)}`,
    `Thanh toán: ${order.paymentTitle}`,
  ]
}

function totalsHtml(order: MailedOrder) {
  return html`<table cellpadding="6" style="border-collapse:collapse">
    ${order.lines.map((line) => html`<tr><td>${line.name} × ${line.quantity}</td><td align="right">${formatVnd(line.total)}</td></tr>`)}
    <tr><td>Tạm tính</td><td align="right">${formatVnd(order.subtotal)}</td></tr>
    ${order.discountTotal ? html`<tr><td>Giảm giá</td><td align="right">−${formatVnd(order.discountTotal)}</td></tr>` : ''}
    ${order.shippingLabel ? html`<tr><td>${order.shippingLabel}</td><td align="right">${formatVnd(order.shippingTotal)}</td></tr>` : ''}
    <tr><th align="left">Tổng cộng</th><th align="right">${formatVnd(order.total)}</th></tr>
  </table>
  <p>Thanh toán: ${order.paymentTitle}</p>`
}

/** One e-mail about `order`: its recipient, subject and body. `notes` are the customer notes of a `note` mail. */
export function orderMail(kind: OrderMailKind, order: MailedOrder, shopEmail: string, notes: string[] = []): FormMail {
  const customer = order.billingName || order.email
  if (kind === 'new-order') {
    const lines = [
      `Đơn hàng mới ${order.number} của ${customer} (${order.phone}, ${order.email}).`,
      `Giao tới: ${order.address || 'nhận tại cửa hàng'}`,
      '',
      ...totalsText(order),
      '',
      `Xem đơn: ${order.adminLink}`,
    ]
    return {
      to: shopEmail,
      replyTo: order.email,
      subject: `Đơn hàng mới ${order.number} – ${formatVnd(order.total)}`,
      text: lines.join('\n'),
      html: html`<p>Đơn hàng mới <strong>${order.number}</strong> của ${customer} (${order.phone}, ${order.email}).</p>
        <p>Giao tới: ${order.address || 'nhận tại cửa hàng'}</p>${totalsHtml(order)}<p><a href="${order.adminLink}">Xem đơn trong trang quản trị</a></p>`
        .html,
    }
  }
  const opening: Record<Exclude<OrderMailKind, 'new-order'>, string> = {
    received: `Cảm ơn bạn đã đặt hàng. Chúng tôi đã nhận đơn ${order.number}.`,
    status: `Đơn hàng ${order.number} của bạn chuyển sang trạng thái “${ORDER_STATUS_LABELS[order.status]}”.`,
    note: `Cửa hàng có ghi chú mới cho đơn hàng ${order.number}:`,
  }
  const subject =
    kind === 'received'
      ? `Đã nhận đơn hàng ${order.number}`
      : kind === 'note'
        ? `Ghi chú mới cho đơn hàng ${order.number}`
        : (STATUS_SUBJECTS[order.status]?.(order.number) ?? `Đơn hàng ${order.number}`)
  const instructions =
    kind === 'received' ? [...order.paymentInstructions, ...(order.filesWaiting ? [order.filesWaiting] : [])] : []
  const text = [
    `Chào ${customer},`,
    '',
    opening[kind],
    ...notes,
    ...(instructions.length ? ['', ...instructions] : []),
    '',
    ...totalsText(order),
    '',
    `Xem đơn hàng: ${order.customerLink}`,
  ]
  return {
    to: order.email,
    replyTo: shopEmail,
    subject,
    text: text.join('\n'),
    html: html`<p>Chào ${customer},</p><p>${opening[kind]}</p>${notes.map((note) => html`<blockquote>${note}</blockquote>`)}
      ${instructions.length ? html`<p>${instructions.map((line, index) => html`${index ? html`<br>` : ''}${line}`)}</p>` : ''}
      ${totalsHtml(order)}<p><a href="${order.customerLink}">Xem đơn hàng</a></p>`.html,
  }
}
