import type { CouponRules } from './coupon'

/** A coupon for tests: 10 % off everything, no limits, changed by `rules`. */
export const coupon = (rules: Partial<CouponRules> = {}): CouponRules => ({
  code: 'GIAM10',
  discountType: 'percent',
  amount: 10,
  minSpend: null,
  maxSpend: null,
  usageLimit: null,
  usageLimitPerCustomer: null,
  expiresAt: null,
  productIds: [],
  excludeProductIds: [],
  categoryIds: [],
  excludeCategoryIds: [],
  excludeSaleItems: false,
  freeShipping: false,
  individualUse: false,
  ...rules,
})
