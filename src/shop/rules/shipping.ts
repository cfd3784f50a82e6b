/**
 * The shop's ways of delivering an order (shop settings): a flat rate per zone of provinces, a rate for the rest of
 * the country, free delivery above an amount (or with a coupon that grants it), and picking the order up at the shop.
 * Pure.
 *
 * - An order of virtual products only (services, e-books) needs no delivery: no method, nothing to pay for it.
 * - Free delivery replaces the paid rate where the order qualifies (the reader is not offered to pay for it).
 * - A province in no zone, when the rest of the country has no rate, can only pick up (or has no method at all).
 */

import { vi } from '@/i18n/vi'

export interface ShippingZone {
  name: string
  /** Province codes (the administrative units' codes, `01` Hà Nội). */
  provinces: string[]
  cost: number
}

export interface ShippingSettings {
  zones: ShippingZone[]
  /** The rate for provinces in no zone; null: no delivery there. */
  otherProvincesCost: number | null
  /** Orders from this amount (after discounts) are delivered free; null: never. */
  freeShippingMin: number | null
  pickup: { enabled: boolean; address: string }
}

export interface ShippingMethod {
  /** `flat_rate`, `free_shipping` or `local_pickup`. */
  id: string
  label: string
  cost: number
}

export interface ShippingQuestion {
  /** Where the order goes (the delivery address's province code, '' when not chosen yet). */
  provinceCode: string
  /** The order's amount after discounts, in đồng. */
  discountedSubtotal: number
  /** Whether an applied coupon grants free delivery. */
  freeShippingCoupon: boolean
  /** Whether anything in the order has to be delivered. */
  needsShipping: boolean
}

/** The delivery methods the order may choose from, cheapest rule first: free delivery or the zone's rate, then pickup. */
export function shippingMethods(settings: ShippingSettings, question: ShippingQuestion): ShippingMethod[] {
  if (!question.needsShipping) return []
  const methods: ShippingMethod[] = []
  const free =
    question.freeShippingCoupon ||
    (settings.freeShippingMin !== null && question.discountedSubtotal >= settings.freeShippingMin)
  const zone = settings.zones.find((candidate) => candidate.provinces.includes(question.provinceCode))
  const rate = zone ? zone.cost : settings.otherProvincesCost
  if (question.provinceCode && rate !== null) {
    methods.push(
      free
        ? { id: 'free_shipping', label: vi.shipping.freeShipping, cost: 0 }
        : { id: 'flat_rate', label: vi.shipping.flatRate, cost: rate },
    )
  }
  if (settings.pickup.enabled) {
    const where = settings.pickup.address.trim()
    methods.push({ id: 'local_pickup', label: where ? vi.shipping.pickupAt(where) : vi.shipping.pickup, cost: 0 })
  }
  return methods
}

/** The method the reader chose when it is offered, else the first offered; null when none is. */
export function chosenShipping(methods: ShippingMethod[], chosenId: unknown): ShippingMethod | null {
  return methods.find((method) => method.id === chosenId) ?? methods[0] ?? null
}
