import { createElement } from 'react'
import { describe, expect, it } from 'vitest'
import { staticMarkup } from '@/lib/static-markup'
import type { ProductPricing } from '@/shop/rules/product'
import { PriceTag } from './PriceTag'

const single = (price: number, regularPrice: number) =>
  ({ kind: 'single', price: { price, regularPrice, onSale: price < regularPrice } }) as const

const priceHtml = (pricing: ProductPricing, className?: string) =>
  staticMarkup(createElement(PriceTag, { pricing, className }))

describe('PriceTag', () => {
  it('shows one price, or a sale price after the regular one struck through, each named for screen readers', async () => {
    expect(await priceHtml(single(150_000, 150_000))).toBe(
      '<div class="price"><span class="price__amount">150.000\u00a0₫</span></div>',
    )
    expect(await priceHtml(single(99_000, 120_000), 'price--large')).toBe(
      '<div class="price price--large price--sale"><del class="price__regular"><span class="visually-hidden">Giá gốc: </span>120.000\u00a0₫</del> <ins class="price__amount"><span class="visually-hidden">Giá khuyến mãi: </span>99.000\u00a0₫</ins></div>',
    )
  })

  it('shows a variable product’s lowest price, “Giá từ” when its variants differ', async () => {
    expect(await priceHtml({ kind: 'range', min: 200_000, max: 350_000, onSale: false })).toBe(
      '<div class="price"><span class="price__from">Giá từ </span><span class="price__amount">200.000\u00a0₫</span></div>',
    )
    expect(await priceHtml({ kind: 'range', min: 200_000, max: 200_000, onSale: false })).toBe(
      '<div class="price"><span class="price__amount">200.000\u00a0₫</span></div>',
    )
  })
})
