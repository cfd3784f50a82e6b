import type { Payload, PayloadRequest } from 'payload'
import { type OrderMailKind, type MailedOrder, orderMail, statusIsMailed } from '@/shop/rules/order-mail'
import { type OrderStatus, unpaidReason } from '@/shop/rules/order-status'
import { PAYMENT_METHOD_LABELS, isPaymentMethod } from '@/shop/rules/payment-methods'
import { siteUrl } from '@/lib/site-url'
import { formatPhone } from '@/lib/vi'
import type { Order } from '@/payload-types'
import { siteMailAddress } from '@/forms/server'
import { queueMails } from '@/server/mail/send-mail-task'
import { gatewayById } from '@/shop/server/payments/gateways'
import { orderReceivedPath } from '@/shop/views/paths'
import { readShopSettings } from './settings'

/** An order as its e-mails show it. */
async function mailedOrder(payload: Payload, order: Order): Promise<MailedOrder> {
  const settings = await readShopSettings(payload)
  const address = order.shipToDifferentAddress ? order.shippingAddress : order.billing
  const gateway = gatewayById(order.paymentMethod)
  const origin = siteUrl()
  return {
    number: order.number,
    email: order.email,
    status: order.status,
    billingName: order.billing?.fullName ?? '',
    phone: formatPhone(order.billing?.phone ?? ''),
    address: order.shipping?.method === 'local_pickup' || !order.shipping?.method ? '' : (address?.line ?? ''),
    lines: (order.lines ?? []).map((line) => ({ name: line.name, quantity: line.quantity, total: line.total })),
    subtotal: order.subtotal,
    discountTotal: order.discountTotal ?? 0,
    shippingLabel: order.shipping?.label ?? '',
    shippingTotal: order.shippingTotal ?? 0,
    total: order.total,
    paymentTitle: isPaymentMethod(order.paymentMethod) ? PAYMENT_METHOD_LABELS[order.paymentMethod] : '',
    paymentInstructions: gateway && !order.paidAt ? gateway.instructions(settings, order) : [],
    filesWaiting: order.downloads?.length ? unpaidReason(order) : null,
    customerLink: `${origin}${orderReceivedPath(order)}`,
    adminLink: `${origin}/admin/collections/orders/${order.id}`,
  }
}

/**
 * Queues the e-mails an order's event calls for, in `req`'s transaction: a placed order to the shop and to the
 * customer, a status the customer is told of, notes written to them (in the status's mail when both come together).
 */
export async function queueOrderMails(
  payload: Payload,
  order: Order,
  event: { placed?: boolean; statusChangedFrom?: OrderStatus | null; customerNotes?: string[] },
  req?: PayloadRequest,
): Promise<void> {
  const kinds: OrderMailKind[] = []
  if (event.placed) kinds.push('new-order', 'received')
  const statusMailed = Boolean(event.statusChangedFrom && statusIsMailed(order.status))
  if (statusMailed) kinds.push('status')
  else if (event.customerNotes?.length) kinds.push('note')
  if (!kinds.length) return
  const settings = await readShopSettings(payload)
  const shopEmail = settings.orderEmail || (await siteMailAddress(payload)) || ''
  const mailed = await mailedOrder(payload, order)
  const mails = kinds
    .filter((kind) => kind !== 'new-order' || shopEmail)
    .map((kind) => orderMail(kind, mailed, shopEmail, kind === 'note' || kind === 'status' ? event.customerNotes : []))
  await queueMails(payload, mails, req)
}
