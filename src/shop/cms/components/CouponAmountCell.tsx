import type { DefaultCellComponentProps } from 'payload'
import { formatVnd } from '@/lib/vi'

/** A coupon's discount in the list: a percentage (`10%`) or an amount in đồng (`50.000 ₫`), by its kind. */
export function CouponAmountCell({ cellData, rowData }: DefaultCellComponentProps) {
  if (typeof cellData !== 'number') return <span />
  return <span>{rowData?.discountType === 'percent' ? `${cellData}%` : formatVnd(cellData)}</span>
}
