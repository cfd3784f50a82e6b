import { describe, expect, it } from 'vitest'
import { priceHtml } from './price-html'

const single = (price: number, regularPrice: number) =>
  ({ kind: 'single', price: { price, regularPrice, onSale: price < regularPrice } }) as const

describe('priceHtml', () => {
  it('shows one price, or a sale price after the regular one struck through, each named for screen readers', () => {
    expect(priceHtml(single(150_000, 150_000)).html).toBe(
      '<div class="price"><span class="price__amount">150.000 ₫</span></div>',
    )
    expect(priceHtml(single(99_000, 120_000), 'price--large').html).toBe(
      '<div class="price price--large price--sale"><del class="price__regular"><span class="visually-hidden">Giá gốc: </span>120.000 ₫</del> <ins class="price__amount"><span class="visually-hidden">Giá khuyến mãi: </span>99.000 ₫</ins></div>',
    )
  })

  it('shows a variable product’s lowest price, “Giá từ” when its variants differ', () => {
    expect(priceHtml({ kind: 'range', min: 200_000, max: 350_000, onSale: false }).html).toBe(
      '<div class="price"><span class="price__from">Giá từ </span><span class="price__amount">200.000 ₫</span></div>',
    )
    expect(priceHtml({ kind: 'range', min: 200_000, max: 200_000, onSale: false }).html).toBe(
      '<div class="price"><span class="price__amount">200.000 ₫</span></div>',
    )
  })
})
