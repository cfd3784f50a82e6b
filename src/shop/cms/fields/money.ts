import type { NumberField } from 'payload'
import { MAX_PRICE } from '@/shop/rules/product'

/** Amounts of money are typed and shown with thousands separators: in edit views, and in lists with "₫". */
export const VND_FIELD = '@/shop/cms/components/VndField#VndField'
export const VND_CELL = '@/shop/cms/components/VndCell#VndCell'

/** An optional whole number from 1 to `max` (empty: no limit). */
export function wholeCountField(name: string, label: string, max: number): NumberField {
  return {
    name,
    type: 'number',
    label,
    min: 1,
    max,
    admin: { step: 1 },
    validate: (value: number | null | undefined) =>
      value === null ||
      value === undefined ||
      (Number.isInteger(value) && value >= 1 && value <= max) ||
      `Nhập một số nguyên từ 1 đến ${max}.`,
  }
}

/** A price in whole đồng: a non-negative integer, typed with thousands separators. */
export function priceField(name: string, label: string, required = false): NumberField {
  return {
    name,
    type: 'number',
    label,
    required,
    min: 0,
    max: MAX_PRICE,
    admin: { step: 1000, components: { Field: VND_FIELD, Cell: VND_CELL } },
    validate: (value: number | null | undefined) =>
      value === null || value === undefined
        ? required
          ? 'Hãy nhập giá.'
          : true
        : Number.isSafeInteger(value) && value >= 0 && value <= MAX_PRICE
          ? true
          : 'Giá là số đồng nguyên, không âm.',
  }
}
