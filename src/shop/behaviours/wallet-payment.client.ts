import { loadScript } from '@paypal/paypal-js'

/**
 * PayPal's buttons at the checkout (docs/shop.md, Orders), loaded by the checkout's behaviour only once the
 * reader picks PayPal: PayPal's SDK (from paypal.com, as PayPal requires), in USD, the amount PayPal is asked being
 * the server's conversion of the order.
 */
export interface WalletHandlers {
  /** Places the shop order; the PayPal order's id for the window. Throws to keep the window closed. */
  createOrder(): Promise<string>
  /** The buyer approved the payment in PayPal's window. */
  onApprove(walletOrderId: string): Promise<void>
  /** The buyer closed PayPal's window without paying. */
  onCancel(): void
}

/** Renders PayPal's buttons in their box (CheckoutView's `data-wallet-payment`); false when the SDK cannot be loaded. */
export async function mountWalletButtons(box: HTMLElement, handlers: WalletHandlers): Promise<boolean> {
  const slot = box.querySelector<HTMLElement>('[data-wallet-buttons]')
  const paypal = await loadScript({ clientId: box.dataset.clientId ?? '', currency: 'USD', intent: 'capture' }).catch(
    () => null,
  )
  if (!paypal?.Buttons || !slot) return false
  await paypal
    .Buttons({
      style: { layout: 'vertical', label: 'pay' },
      createOrder: () => handlers.createOrder(),
      onApprove: (data) => handlers.onApprove(data.orderID),
      onCancel: () => handlers.onCancel(),
    })
    .render(slot)
  return true
}
