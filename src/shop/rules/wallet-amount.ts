/**
 * The amount a wallet payment asks (PayPal cannot charge VND): the order's total in VND converted at the rate the
 * admin set, rounded up to the cent so the shop never receives less than the order is worth. Pure.
 */
export function usdAmount(totalVnd: number, vndPerUsd: number): string {
  if (!Number.isSafeInteger(totalVnd) || totalVnd < 0 || !(vndPerUsd > 0))
    throw new RangeError('usdAmount: a whole VND total and a positive rate')
  // In whole cents: ceil(total × 100 / rate), computed on integers where the rate is whole (it always is in the admin).
  const cents = Number.isInteger(vndPerUsd)
    ? Math.ceil((totalVnd * 100) / vndPerUsd)
    : Math.ceil(Number(((totalVnd * 100) / vndPerUsd).toFixed(6)))
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
}
