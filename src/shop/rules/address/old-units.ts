/**
 * The units before 1 July 2025 (the statistics office's list of 01/03/2025: 63 provinces, 696 districts, 10,047
 * wards) and the new units each went into: for addresses stored or imported with the old codes, and for finding a
 * commune by the name of an old ward. Server only (`data/old-units.json`, half a megabyte); pure.
 *
 * - An old ward split between several new communes moves to the first that took all of its own part (in the data:
 *   the first code not marked `*`, a commune that received only part of it), else to the first.
 * - A ward the list of 01/03/2025 no longer has (merged before) moves with its district when the whole district went
 *   into one commune (the island districts), otherwise only its province is known.
 */

import { vi } from '@/i18n/vi'
import oldUnits from './data/old-units.json'
import { type AddressUnitCodes, addressLine, byName, commune, communesOf, provinceName } from './units'
import type { ProvinceChoices } from './search'

/** An address's units as stored before July 2025: codes of 2, 3 and 5 digits. */
export type OldUnitCodes = { province: string; district: string; ward: string }

type OldWard = { name: string; district: string; targets: { code: string; partial: boolean }[] }
type Index = {
  provinces: ReadonlyMap<string, string>
  districts: ReadonlyMap<string, { name: string; province: string; sole: string }>
  wards: ReadonlyMap<string, OldWard>
}

let cache: Index | undefined

function index(): Index {
  cache ??= {
    provinces: new Map(oldUnits.provinces.map(([code, , next]) => [code, next])),
    districts: new Map(oldUnits.districts.map(([code, name, province, sole]) => [code, { name, province, sole }])),
    wards: new Map(
      oldUnits.wards.map(([code, name, district, targets]) => [
        code,
        {
          name,
          district,
          targets: targets
            .split(' ')
            .map((target) => ({ code: target.replace('*', ''), partial: target.endsWith('*') })),
        },
      ]),
    ),
  }
  return cache
}

/** The new province an old province (its 2-digit code) was merged into; null for an unknown code. */
export function newProvinceOf(oldProvince: string): string | null {
  return index().provinces.get(oldProvince) ?? null
}

/**
 * The new units of an old address: the commune its ward (or, without one, its district) went into and that commune's
 * province; the province alone when the ward cannot be placed; '' for what is unknown.
 */
export function newUnitsOf(old: OldUnitCodes): AddressUnitCodes {
  const { wards, districts } = index()
  const target = wards.get(old.ward)?.targets[0]?.code ?? districts.get(old.district)?.sole ?? ''
  const found = commune(target)
  if (found) return { province: found.province, ward: found.code }
  return { province: newProvinceOf(old.province) ?? '', ward: '' }
}

/** Old wards by the new province they lie in, built on first use. */
let oldByProvince: Map<string, [string, string, string][]> | undefined

/**
 * One province's choices for the ward field: its communes by name, then each old ward of it that had another name,
 * leading to every commune it went into (`Phường Bến Nghé (Quận 1) → Phường Sài Gòn`). Empty for an unknown code.
 */
export function provinceChoices(provinceCode: string): ProvinceChoices {
  if (!oldByProvince) {
    oldByProvince = new Map()
    const { wards, districts } = index()
    const entries = [...wards.values()].sort((a, b) => byName(a, b))
    for (const ward of entries) {
      const district = districts.get(ward.district)?.name ?? ''
      for (const { code, partial } of ward.targets) {
        const target = commune(code)
        if (!target || target.name === ward.name) continue
        const list = oldByProvince.get(target.province) ?? []
        list.push([code, vi.address.oldWard(ward.name, district, target.name, partial), ward.name])
        oldByProvince.set(target.province, list)
      }
    }
  }
  if (provinceName(provinceCode) === null) return { communes: [], old: [] }
  return {
    communes: communesOf(provinceCode).map(({ code, name }) => [code, name]),
    old: oldByProvince.get(provinceCode) ?? [],
  }
}

/** An address as stored before July 2025: old codes, street and the line shown then. */
export type OldStoredAddress = Partial<Record<'province' | 'district' | 'ward' | 'street' | 'line', string | null>>

/**
 * An address stored with the old units, moved to the new ones: codes, names and line as the site writes them now,
 * and the old line kept (`previousLine`) so what the shopper saw stays readable. Null for an address without units.
 */
export function movedAddress(
  old: OldStoredAddress,
): (AddressUnitCodes & { provinceName: string; wardName: string; line: string; previousLine: string }) | null {
  const codes = {
    province: old.province?.trim() ?? '',
    district: old.district?.trim() ?? '',
    ward: old.ward?.trim() ?? '',
  }
  if (!codes.province && !codes.district && !codes.ward) return null
  const moved = newUnitsOf(codes)
  const names = { provinceName: provinceName(moved.province) ?? '', wardName: commune(moved.ward)?.name ?? '' }
  const line = addressLine({ street: old.street, ...names })
  const previous = old.line?.trim() ?? ''
  return { ...moved, ...names, line, previousLine: previous === line ? '' : previous }
}
