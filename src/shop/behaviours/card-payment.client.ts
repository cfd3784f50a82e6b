import { loadStripe } from '@stripe/stripe-js/pure'

/**
 * Stripe's card field at the checkout (docs/shop.md, Orders), loaded by the checkout's behaviour only once
 * the reader picks the card: Stripe.js (from js.stripe.com, as Stripe requires) and its Payment Element, in VND.
 */
export interface CardField {
  /** Checks what the reader typed; Stripe's message when something is missing or wrong. */
  check(): Promise<string | null>
  /**
   * Confirms the order's payment of `amount` (the field shows it first: the order's total may have changed); Stripe
   * sends the reader on to `returnUrl`, or its message comes back.
   */
  pay(amount: number, clientSecret: string, returnUrl: string): Promise<string | null>
}

/** Mounts the card field in its box (CheckoutView's `data-card-payment`); null when Stripe.js cannot be loaded. */
export async function mountCardField(box: HTMLElement): Promise<CardField | null> {
  const slot = box.querySelector<HTMLElement>('[data-card-element]')
  const stripe = await loadStripe(box.dataset.publishableKey ?? '', { locale: 'vi' }).catch(() => null)
  if (!stripe || !slot) return null
  const elements = stripe.elements({ mode: 'payment', amount: Number(box.dataset.amount) || 0, currency: 'vnd' })
  elements.create('payment').mount(slot)
  return {
    async check() {
      const { error } = await elements.submit()
      return error?.message ?? null
    },
    async pay(amount, clientSecret, returnUrl) {
      if (amount > 0) await elements.update({ amount })
      const { error } = await stripe.confirmPayment({
        elements,
        clientSecret,
        confirmParams: { return_url: returnUrl },
      })
      return error?.message ?? null
    },
  }
}
