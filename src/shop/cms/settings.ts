import type { Payload } from 'payload'
import type { ShippingSettings } from '@/shop/rules/shipping'
import type { ShopSetting } from '@/payload-types'
import { keptRead, memoryCaches } from '../../cms/cache/memory'
import { SHOP_SETTINGS_TAG } from '../../cms/cache/tags'

/** The shop's settings, keys included (read past access: only the server uses them), kept until an editor saves them. */
export const readShopSettings = (payload: Payload): Promise<ShopSetting> =>
  keptRead(memoryCaches.shopSettings, '', [SHOP_SETTINGS_TAG], () =>
    payload.findGlobal({ slug: 'shop-settings', depth: 0, overrideAccess: true }),
  )

const amountOrNull = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null

/** The delivery rules of the settings (shipping.ts). */
export function shippingSettingsOf(settings: ShopSetting): ShippingSettings {
  return {
    zones: (settings.shippingZones ?? []).map((zone) => ({
      name: zone.name,
      provinces: zone.provinces ?? [],
      cost: amountOrNull(zone.cost) ?? 0,
    })),
    otherProvincesCost: amountOrNull(settings.otherProvincesCost),
    freeShippingMin: amountOrNull(settings.freeShippingMin),
    pickup: { enabled: settings.pickup?.enabled ?? false, address: settings.pickup?.address ?? '' },
  }
}
