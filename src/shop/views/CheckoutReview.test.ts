import { createElement } from 'react'
import { describe, expect, it } from 'vitest'
import { vi } from '@/i18n/vi'
import { staticMarkup } from '@/lib/static-markup'
import { CheckoutPayment, CheckoutReviewTable, type CheckoutReview } from './CheckoutReview'

const review: CheckoutReview = {
  lines: [{ key: 'a', name: 'Ốp lưng <mỏng>', variant: 'Đen', quantity: 2, total: 180_000 }],
  coupons: [{ code: 'GIAM10', discount: 18_000, freeShipping: false }],
  subtotal: 180_000,
  shippingTotal: 30_000,
  total: 192_000,
  needsShipping: true,
  shippingMethods: [
    { id: 'flat_rate', label: 'Giao tận nơi', cost: 30_000 },
    { id: 'local_pickup', label: 'Nhận tại cửa hàng', cost: 0 },
  ],
  chosenShipping: 'flat_rate',
}

/** The opening tag of the element holding `attribute` (attribute order is React's, not ours). */
const tagWith = (html: string, attribute: string) => html.match(new RegExp(`<[a-z]+[^>]*${attribute}[^>]*>`))?.[0] ?? ''

describe('the checkout review, as the server re-sends it', () => {
  it('renders the same component the page shows: escaped names, the chosen delivery, the coupon with its button', async () => {
    const html = await staticMarkup(createElement(CheckoutReviewTable, { review }))
    expect(html).toMatch(/^<div class="checkout-review" aria-live="polite">/)
    expect(html).toContain(
      'Ốp lưng &lt;mỏng&gt; <span class="checkout-review__variant">(Đen)</span> <strong>× 2</strong>',
    )
    expect(tagWith(html, 'value="flat_rate"')).toContain('checked=""')
    expect(tagWith(html, 'value="local_pickup"')).not.toContain('checked')
    const remove = tagWith(html, 'value="GIAM10"')
    expect(remove).toMatch(/^<button type="submit" class="coupon-remove"/)
    expect(remove).toMatch(/formNoValidate=""/i)
    expect(remove).toContain('remove_coupon"')
    expect(remove).toContain(`aria-label="${vi.cart.removeCoupon('GIAM10')}"`)
    // The review's remove buttons sit inside the checkout form they send: they name no other form.
    expect(remove).not.toContain(' form=')
    expect(html).not.toContain('<!-- -->')
  })

  it('picks the first way to pay when the sent one is not offered, and says so when none is', async () => {
    const choices = [
      { id: 'bacs', title: 'Chuyển khoản', description: 'Quét mã VietQR' },
      { id: 'cod', title: 'Thanh toán khi nhận hàng', description: '' },
    ]
    const html = await staticMarkup(createElement(CheckoutPayment, { choices, chosen: 'paypal' }))
    expect(tagWith(html, 'value="bacs"')).toContain('checked=""')
    expect(tagWith(html, 'value="bacs"')).toContain('required=""')
    expect(tagWith(html, 'value="cod"')).not.toContain('checked')
    const none = await staticMarkup(createElement(CheckoutPayment, { choices: [], chosen: '' }))
    expect(none).toContain('role="alert"')
  })
})
