import type { CollectionConfig, DefaultCellComponentProps, Field } from 'payload'
import { createElement, type FunctionComponent } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Coupons } from '../collections/Coupons'
import { Orders } from '../collections/Orders'
import { Products } from '../collections/Products'
import { CouponAmountCell } from './CouponAmountCell'
import { VndCell } from './VndCell'

const cell = (
  Cell: FunctionComponent<DefaultCellComponentProps>,
  cellData: unknown,
  rowData: Record<string, unknown> = {},
) =>
  renderToStaticMarkup(createElement(Cell, { cellData, rowData } as DefaultCellComponentProps)).replace(/<[^>]+>/g, '')

/** A top-level or nested named field of a collection, looked for through rows, tabs and groups. */
function fieldNamed(collection: CollectionConfig, path: string): Field | undefined {
  const [name, ...rest] = path.split('.')
  const search = (fields: Field[]): Field | undefined => {
    for (const field of fields) {
      if ('name' in field && field.name === name) return field
      const inner =
        'fields' in field
          ? field.fields
          : 'tabs' in field
            ? field.tabs.flatMap<Field>((tab) => ('name' in tab && tab.name ? [{ ...tab, type: 'group' }] : tab.fields))
            : []
      const found = search(inner)
      if (found) return found
    }
  }
  const found = search(collection.fields)
  return rest.length && found && 'fields' in found
    ? fieldNamed({ ...collection, fields: found.fields }, rest.join('.'))
    : found
}

const cellOf = (field: Field | undefined) =>
  (field as { admin?: { components?: { Cell?: string } } } | undefined)?.admin?.components?.Cell

describe("the admin's lists", () => {
  it('show amounts in đồng as the site does', () => {
    expect(cell(VndCell, 239_000)).toBe('239.000\u00a0₫')
    expect(cell(VndCell, 0)).toMatch(/^0\s₫$/)
    expect(cell(VndCell, null)).toBe('')
  })

  it("show a coupon's discount as a percentage or an amount in đồng, by its kind", () => {
    expect(cell(CouponAmountCell, 10, { discountType: 'percent' })).toBe('10%')
    expect(cell(CouponAmountCell, 50_000, { discountType: 'fixed_cart' })).toMatch(/^50\.000\s₫$/)
    expect(cell(CouponAmountCell, undefined, { discountType: 'percent' })).toBe('')
  })

  it('use those cells for the money columns of products, orders and coupons', () => {
    for (const [collection, name] of [
      [Products, 'regularPrice'],
      [Products, 'price'],
      [Orders, 'total'],
    ] as const) {
      expect(cellOf(fieldNamed(collection, name)), `${collection.slug}.${name}`).toBe(
        '@/shop/cms/components/VndCell#VndCell',
      )
    }
    expect(cellOf(fieldNamed(Coupons, 'amount'))).toBe('@/shop/cms/components/CouponAmountCell#CouponAmountCell')
  })
})
