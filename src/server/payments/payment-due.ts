import { transferReference, vietQrPayload } from '@/features/shop/vietqr'
import { isPaid } from '@/features/shop/order-status'
import type { Order, ShopSetting } from '@/payload-types'
import { gatewayById } from './gateways'
import { qrSvg } from './qr-svg'

/** How the customer still has to pay, when they have to: the bank's details and the VietQR code drawn on our server. */
export interface PaymentDue {
  instructions: string[]
  /** The VietQR code as SVG (made by the server from the order's own amount and reference). */
  qrSvg: string | null
}

/** How an order still has to be paid (none once paid, cancelled or failed): the gateway's words, and for a transfer its VietQR code. */
export async function paymentDue(order: Order, settings: ShopSetting): Promise<PaymentDue | null> {
  const gateway = gatewayById(order.paymentMethod)
  if (!gateway || isPaid(order.status) || order.status === 'cancelled' || order.status === 'failed' || order.status === 'refunded') return null
  const instructions = gateway.instructions(settings, order)
  if (gateway.id !== 'bacs') return instructions.length ? { instructions, qrSvg: null } : null
  const transfer = settings.bankTransfer
  const payload = vietQrPayload({
    bankBin: transfer?.bankBin ?? '',
    accountNumber: transfer?.accountNumber ?? '',
    amount: order.total,
    reference: transferReference(order.number),
  })
  return { instructions, qrSvg: await qrSvg(payload, `Mã VietQR chuyển khoản ${order.total.toLocaleString('vi-VN')} đồng cho đơn hàng ${order.number}`) }
}
