import type { Payload } from 'payload'
import { usdAmount } from '@/shop/rules/wallet-amount'
import type { Order, ShopSetting } from '@/payload-types'
import { walletPaymentsReady } from '@/shop/server/payments/gateways'
import { type WalletCredentials, captureWalletOrder, walletOrderFor } from '@/shop/server/payments/paypal'
import { SHOP_WRITE } from '../order-hooks'
import { readShopSettings } from '../settings'

const shopWrite = { [SHOP_WRITE]: true }

const credentialsOf = (settings: ShopSetting): WalletCredentials => ({
  clientId: settings.paypal?.clientId ?? '',
  clientSecret: settings.paypal?.clientSecret ?? '',
  sandbox: settings.paypal?.sandbox ?? true,
})

/**
 * The wallet payment of an order just placed (or placed before by the same checkout attempt): its PayPal order in USD
 * at the admin's rate, both amounts kept on the order. The PayPal order's id for the buyer's PayPal window, or an
 * error in Vietnamese (the order stays waiting for payment; sending again retries).
 */
export async function startWalletPayment(
  payload: Payload,
  order: Order,
): Promise<{ walletOrderId: string } | { error: string }> {
  const settings = await readShopSettings(payload)
  if (!walletPaymentsReady(settings) || order.status !== 'pending')
    return { error: 'Đơn hàng này không còn chờ thanh toán qua PayPal.' }
  const rate = settings.paypal!.vndPerUsd!
  const usd =
    order.foreignAmount?.currency === 'USD' && order.foreignAmount.value
      ? order.foreignAmount.value
      : usdAmount(order.total, rate)
  try {
    const walletOrderId = await walletOrderFor(credentialsOf(settings), { number: order.number, usd })
    if (order.transactionId !== walletOrderId) {
      await payload.update({
        collection: 'orders',
        id: order.id,
        data: { transactionId: walletOrderId, foreignAmount: { currency: 'USD', value: usd, rate } },
        context: shopWrite,
        overrideAccess: true,
      })
    }
    return { walletOrderId }
  } catch (error) {
    payload.logger.error({ err: error, order: order.number }, 'PayPal: could not create the order')
    return {
      error: `Chưa kết nối được với PayPal. Đơn hàng ${order.number} đã được ghi nhận và đang chờ thanh toán: hãy thử lại sau ít phút.`,
    }
  }
}

/**
 * Captures the PayPal order the buyer approved, on the server: the shop order it was made for moves on to processing
 * when PayPal took the amount it was asked (else it is held for a person to look at). The order, or an error in
 * Vietnamese. A second call for an order already paid answers it again.
 */
export async function captureWalletPayment(
  payload: Payload,
  walletOrderId: string,
): Promise<{ order: Order } | { error: string }> {
  const settings = await readShopSettings(payload)
  const { docs } = await payload.find({
    collection: 'orders',
    where: { and: [{ transactionId: { equals: walletOrderId } }, { paymentMethod: { equals: 'paypal' } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const order = docs[0]
  if (!order || !walletPaymentsReady(settings))
    return { error: 'Không tìm thấy đơn hàng của lần thanh toán PayPal này.' }
  if (order.status !== 'pending' && order.status !== 'failed') return { order }
  let capture
  try {
    capture = await captureWalletOrder(credentialsOf(settings), walletOrderId)
  } catch (error) {
    payload.logger.error({ err: error, order: order.number }, 'PayPal: could not capture the order')
    return {
      error: `PayPal chưa thu được tiền. Đơn hàng ${order.number} vẫn chờ thanh toán: hãy thử lại hoặc chọn cách thanh toán khác.`,
    }
  }
  if (!capture.completed)
    return { error: `PayPal chưa hoàn tất thanh toán. Đơn hàng ${order.number} vẫn chờ thanh toán: hãy thử lại.` }
  const asked = order.foreignAmount
  const matches = capture.currency === 'USD' && capture.value === asked?.value
  const updated = await payload.update({
    collection: 'orders',
    id: order.id,
    data: {
      status: matches ? 'processing' : 'on-hold',
      statusNote: matches
        ? `PayPal: đã thu ${capture.value} USD (${capture.captureId}).`
        : `PayPal thu ${capture.value} ${capture.currency}, khác số tiền của đơn (${asked?.value} USD): cần kiểm tra lại.`,
    },
    context: shopWrite,
    overrideAccess: true,
  })
  return { order: updated }
}
