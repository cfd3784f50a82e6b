import { vi } from '@/i18n/vi'
import { transferReference, vietQrPayload } from '@/shop/rules/vietqr'
import { holdMinutesOf, isPaid, releaseTime } from '@/shop/rules/order-status'
import type { Order, ShopSetting } from '@/payload-types'
import { gatewayById } from './gateways'
import { qrSvg } from './qr-svg'

/** How the customer still has to pay, when they have to: the bank's details and the VietQR code drawn on our server. */
export interface PaymentDue {
  instructions: string[]
  /** The VietQR code as SVG (made by the server from the order's own amount and reference). */
  qrSvg: string | null
  /** When the order is cancelled and its goods go back on sale if still unpaid (the shop's hold time), or null. */
  heldUntil: string | null
}

/** How an order still has to be paid (none once paid, cancelled or failed): the gateway's words, and for a transfer its VietQR code. */
export async function paymentDue(order: Order, settings: ShopSetting): Promise<PaymentDue | null> {
  const gateway = gatewayById(order.paymentMethod)
  if (
    !gateway ||
    isPaid(order) ||
    order.status === 'cancelled' ||
    order.status === 'failed' ||
    order.status === 'refunded'
  )
    return null
  const instructions = gateway.instructions(settings, order)
  const heldUntil = releaseTime(order, holdMinutesOf(settings.holdMinutes))?.toISOString() ?? null
  if (gateway.id !== 'bacs') return instructions.length || heldUntil ? { instructions, qrSvg: null, heldUntil } : null
  const transfer = settings.bankTransfer
  const payload = vietQrPayload({
    bankBin: transfer?.bankBin ?? '',
    accountNumber: transfer?.accountNumber ?? '',
    amount: order.total,
    reference: transferReference(order.number),
  })
  return {
    instructions,
    heldUntil,
    qrSvg: await qrSvg(payload, vi.payments.vietQrLabel(order.total.toLocaleString('vi-VN'), order.number)),
  }
}
