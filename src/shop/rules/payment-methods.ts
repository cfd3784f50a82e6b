import { vi } from '@/i18n/vi'

/** The shop's ways to pay (docs/shop.md, Orders), by the id orders keep. */
export const PAYMENT_METHODS = ['cod', 'bacs', 'stripe', 'paypal'] as const
export type PaymentMethodId = (typeof PAYMENT_METHODS)[number]

export const PAYMENT_METHOD_LABELS: Record<PaymentMethodId, string> = vi.payments.methods

export const isPaymentMethod = (value: unknown): value is PaymentMethodId =>
  PAYMENT_METHODS.includes(value as PaymentMethodId)
