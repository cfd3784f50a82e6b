/**
 * Việt Nam's administrative units for an address since 1 July 2025 (Resolution 202/2025/QH15 and the National
 * Assembly Standing Committee's resolutions on commune units): 34 provincial units (tỉnh/thành phố) and 3,321
 * commune units (phường, xã, đặc khu); districts are gone. An address is a street and house number, a commune and its
 * province. Pure: no React, DOM, database or network. The list ships with the project (`data/units.json`, see the
 * README's "Địa giới hành chính"), read on the server only: the browser gets one province's list at a time.
 *
 * - A unit is known by its statistics office code, a string of digits: 2 for a province, 5 for a commune (`'79'`,
 *   `'26740'`). Its name is the full one, with its kind: `Thành phố Hồ Chí Minh`, `Phường Sài Gòn`.
 * - Lists are sorted as a reader looks for them: by name without its kind, in Vietnamese order. Frozen and shared.
 */

import units from './data/units.json'
import { withoutKind } from './search'

/** A province or commune: its code and its full name. */
export interface AdministrativeUnit {
  code: string
  name: string
}

/** The codes an address form sends; an empty or unknown code is a unit not chosen. */
export type AddressUnitCodes = { province: string; ward: string }

/** The state the list describes (the last change applied), as `YYYY-MM-DD`. */
export const UNITS_AS_OF: string = units.asOf

type Index = {
  provinces: readonly AdministrativeUnit[]
  provinceNames: ReadonlyMap<string, string>
  communes: ReadonlyMap<string, AdministrativeUnit & { province: string }>
  communesByProvince: ReadonlyMap<string, readonly AdministrativeUnit[]>
}

const NONE: readonly AdministrativeUnit[] = Object.freeze([])
const collator = new Intl.Collator('vi', { numeric: true })
/** Units in the order a reader looks for them: by name without kind (`Phường 2` before `Phường 10`). */
export const byName = (a: { name: string }, b: { name: string }) =>
  collator.compare(withoutKind(a.name), withoutKind(b.name)) || collator.compare(a.name, b.name)

let cache: Index | undefined

function index(): Index {
  if (cache) return cache
  const provinces = Object.freeze(units.provinces.map(([code, name]) => Object.freeze({ code, name })).sort(byName))
  const communes = new Map<string, AdministrativeUnit & { province: string }>()
  const communesByProvince = new Map<string, AdministrativeUnit[]>()
  for (const [code, name, province] of units.communes) {
    communes.set(code, { code, name, province })
    const list = communesByProvince.get(province) ?? []
    list.push(Object.freeze({ code, name }))
    communesByProvince.set(province, list)
  }
  for (const list of communesByProvince.values()) Object.freeze(list.sort(byName))
  cache = {
    provinces,
    provinceNames: new Map(provinces.map(({ code, name }) => [code, name])),
    communes,
    communesByProvince,
  }
  return cache
}

/** The 34 provinces and cities, by name. */
export function provinces(): readonly AdministrativeUnit[] {
  return index().provinces
}

/** The communes of a province, by name; empty for an unknown code. */
export function communesOf(provinceCode: string): readonly AdministrativeUnit[] {
  return index().communesByProvince.get(provinceCode) ?? NONE
}

/** The full name of a province (`Thành phố Hồ Chí Minh`), null for an unknown code. */
export function provinceName(code: string): string | null {
  return index().provinceNames.get(code) ?? null
}

/** A commune by its code, with its province's code; null for an unknown code. */
export function commune(code: string): { code: string; name: string; province: string } | null {
  return index().communes.get(code) ?? null
}

/** What the shopper is asked when a unit is not chosen. */
export const UNIT_MISSING: Record<keyof AddressUnitCodes, string> = {
  province: 'Hãy chọn tỉnh/thành phố.',
  ward: 'Hãy chọn phường/xã/đặc khu.',
}

/** Said when the commune sent is one of another province. */
export const WARD_ELSEWHERE = 'Phường/xã này không thuộc tỉnh/thành phố đã chọn. Hãy chọn lại phường/xã.'

/**
 * What is wrong with an address's units, by field (`province` or `ward`), in Vietnamese for the shopper; null when the
 * commune is one of that province. An empty or unknown code counts as not chosen.
 */
export function addressUnitsProblem(
  codes: AddressUnitCodes,
): { field: keyof AddressUnitCodes; message: string } | null {
  if (provinceName(codes.province) === null) return { field: 'province', message: UNIT_MISSING.province }
  const found = commune(codes.ward)
  if (!found) return { field: 'ward', message: UNIT_MISSING.ward }
  if (found.province !== codes.province) return { field: 'ward', message: WARD_ELSEWHERE }
  return null
}

/** The names an address keeps beside its codes ('' for an unknown code). */
export function unitNames(codes: AddressUnitCodes): { provinceName: string; wardName: string } {
  return { provinceName: provinceName(codes.province) ?? '', wardName: commune(codes.ward)?.name ?? '' }
}

/** An address as one line: `12 Lê Lợi, Phường Sài Gòn, Thành phố Hồ Chí Minh` (parts not given left out). */
export function addressLine(address: {
  street?: string | null
  wardName?: string | null
  provinceName?: string | null
}): string {
  return [address.street, address.wardName, address.provinceName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ')
}

/** An address as stored (users' and orders' addresses): its codes with the units' names, and the whole line. */
export function storedAddress<T extends AddressUnitCodes & { street: string }>(
  address: T,
): T & { provinceName: string; wardName: string; line: string } {
  const names = unitNames(address)
  return { ...address, ...names, line: addressLine({ street: address.street, ...names }) }
}
