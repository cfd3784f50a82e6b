/** WooCommerce's products and coupons as our shop's (docs/import.md, WooCommerce). */
export { wooCoupon, type WooCouponContext, type WooCouponFields } from './coupon'
export { wooProduct, type WooProductContext, type WooProductFields } from './product'
