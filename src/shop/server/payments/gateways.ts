import { vi } from '@/i18n/vi'
import { bankByBin, isDemoBankAccount } from '@/shop/rules/banks'
import type { OrderStatus } from '@/shop/rules/order-status'
import { PAYMENT_METHOD_LABELS, type PaymentMethodId } from '@/shop/rules/payment-methods'
import { transferReference } from '@/shop/rules/vietqr'
import { isLoopbackSite } from '@/lib/site-origin.mjs'
import { formatVnd } from '@/lib/vi'
import type { ShopSetting } from '@/payload-types'

/** What the checkout and the order pages need of a way to pay. */
export interface PaymentGateway {
  id: PaymentMethodId
  title: string
  /** Shown at the checkout: enabled in the settings, with the keys it needs, and able to collect for this cart. */
  available(settings: ShopSetting, cart: PaidCart): boolean
  /** The line under its choice at the checkout. */
  description(settings: ShopSetting): string
  /** A new order's status: paid on delivery is processed at once, a transfer waits on hold, a card or wallet pending. */
  placedStatus: OrderStatus
  /** What the customer must still do to pay `total` for order `number` (the order page and the received mail). */
  instructions(settings: ShopSetting, order: { number: string; total: number }): string[]
}

/** What a way to pay needs to know of the cart. */
export interface PaidCart {
  /** Something in it is delivered (a courier who can collect cash; a parcel the shop holds back until a transfer arrives). */
  needsShipping: boolean
}

/**
 * An offline way to pay (cash, transfer) for a cart with nothing to deliver only when the shop says so: nobody comes
 * to collect, and such files would otherwise be owed for. Their downloads open once the shop confirms the money.
 */
const collectsFor = (cart: PaidCart, digitalGoods: boolean | null | undefined) =>
  cart.needsShipping || digitalGoods === true

const filled = (value: string | null | undefined) => Boolean(value?.trim())

const cod: PaymentGateway = {
  id: 'cod',
  title: PAYMENT_METHOD_LABELS.cod,
  available: (settings, cart) => (settings.cod?.enabled ?? false) && collectsFor(cart, settings.cod?.digitalGoods),
  description: (settings) => settings.cod?.instructions?.trim() || vi.payments.descriptions.cod,
  placedStatus: 'processing',
  instructions: (settings) => (settings.cod?.instructions?.trim() ? [settings.cod.instructions.trim()] : []),
}

const bankTransfer: PaymentGateway = {
  id: 'bacs',
  title: PAYMENT_METHOD_LABELS.bacs,
  available: (settings, cart) =>
    Boolean(
      settings.bankTransfer?.enabled &&
      bankByBin(settings.bankTransfer.bankBin ?? '') &&
      filled(settings.bankTransfer.accountNumber),
    ) &&
    // The demo's made-up account only on a site on this machine: a real site's buyers would pay nobody.
    (!isDemoBankAccount(settings.bankTransfer) || isLoopbackSite(process.env)) &&
    collectsFor(cart, settings.bankTransfer?.digitalGoods),
  description: () => vi.payments.descriptions.bacs,
  placedStatus: 'on-hold',
  instructions: (settings, order) => {
    const transfer = settings.bankTransfer
    const bank = bankByBin(transfer?.bankBin ?? '')
    return [
      vi.payments.transfer.bank(bank ? `${bank.shortName} (${bank.name})` : ''),
      vi.payments.transfer.accountNumber(transfer?.accountNumber ?? ''),
      vi.payments.transfer.accountName(transfer?.accountName ?? ''),
      vi.payments.transfer.amount(formatVnd(order.total)),
      vi.payments.transfer.reference(transferReference(order.number)),
    ]
  },
}

/** Whether the card gateway has what it needs: enabled, with Stripe's three keys. */
export const cardPaymentsReady = (settings: ShopSetting) =>
  Boolean(
    settings.stripe?.enabled &&
    filled(settings.stripe.publishableKey) &&
    filled(settings.stripe.secretKey) &&
    filled(settings.stripe.webhookSecret),
  )

const card: PaymentGateway = {
  id: 'stripe',
  title: PAYMENT_METHOD_LABELS.stripe,
  available: cardPaymentsReady,
  description: () => vi.payments.descriptions.stripe,
  placedStatus: 'pending',
  instructions: () => [],
}

/** Whether the wallet gateway has what it needs: enabled, with PayPal's keys and a conversion rate. */
export const walletPaymentsReady = (settings: ShopSetting) =>
  Boolean(
    settings.paypal?.enabled &&
    filled(settings.paypal.clientId) &&
    filled(settings.paypal.clientSecret) &&
    (settings.paypal.vndPerUsd ?? 0) > 0,
  )

const wallet: PaymentGateway = {
  id: 'paypal',
  title: PAYMENT_METHOD_LABELS.paypal,
  available: walletPaymentsReady,
  description: (settings) => vi.payments.descriptions.paypal(formatVnd(settings.paypal?.vndPerUsd ?? 0)),
  placedStatus: 'pending',
  instructions: () => [],
}

/** Every way to pay the shop knows, in the order the checkout offers them. */
export const PAYMENT_GATEWAYS: readonly PaymentGateway[] = [cod, bankTransfer, card, wallet]

/** The ways to pay offered now for this cart. */
export const availableGateways = (settings: ShopSetting, cart: PaidCart) =>
  PAYMENT_GATEWAYS.filter((gateway) => gateway.available(settings, cart))

export const gatewayById = (id: unknown) => PAYMENT_GATEWAYS.find((gateway) => gateway.id === id)
