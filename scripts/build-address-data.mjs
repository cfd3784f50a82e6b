/**
 * Writes the address data the shop keeps (src/shop/rules/address/data/) from a researched copy of Việt Nam's
 * administrative units after the 1 July 2025 reform: a folder holding `provinces.json` (34 units), `communes.json`
 * (3,321 units, official codes, `provinceCode`) and `old-to-new.json` (the units of 01/03/2025 and the new units each
 * went into), as described in the README ("Địa giới hành chính").
 *
 *   node scripts/build-address-data.mjs /path/to/folder
 *
 * Only what the code reads is kept: codes and full names, each old ward's district and new communes, a district's one new commune when it went whole into one (the one an
 * address moves to first, parts marked with `*`). Changes of a unit's kind decided after July 2025 and in force are
 * applied from TYPE_CHANGES below (names only; codes never change with them).
 */
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const out = path.join(root, 'src', 'features', 'shop', 'address', 'data')

/** The state the data describes: the last change applied (used in the per-province lists' addresses). */
const AS_OF = '2026-09-20'

/**
 * Unit kinds changed after 1 July 2025, by code: the new full name. Codes stay.
 * - 30/2026/QH16 and 237/NQ-UBTVQH16 (in force 30/04/2026): Đồng Nai becomes a city, ten of its xã become phường.
 * - 36/2026/QH16 (in force 01/09/2026): Quảng Ninh becomes a city.
 * - 39/2026/QH16 and 388/NQ-UBTVQH16 (published by 20/09/2026): Bắc Ninh becomes a city, twelve of its xã become phường.
 */
const TYPE_CHANGES = {
  provinces: { 75: 'Thành phố Đồng Nai', 22: 'Thành phố Quảng Ninh', 24: 'Thành phố Bắc Ninh' },
  communes: Object.fromEntries(
    [
      // Đồng Nai
      '25270',
      '25357',
      '25363',
      '26116',
      '26170',
      '26248',
      '26326',
      '26368',
      '26425',
      '26485',
      // Bắc Ninh
      '07294',
      '07375',
      '07399',
      '07444',
      '07840',
      '09193',
      '09292',
      '09313',
      '09319',
      '09454',
      '09475',
      '09496',
    ].map((code) => [code, 'Phường']),
  ),
}

const source = process.argv[2]
if (!source) {
  console.error('Dùng: node scripts/build-address-data.mjs <thư mục có provinces.json, communes.json, old-to-new.json>')
  process.exit(1)
}
const read = (name) => JSON.parse(fs.readFileSync(path.join(source, name), 'utf8'))
const provinces = read('provinces.json')
const communes = read('communes.json')
const old = read('old-to-new.json')

const communeName = ({ code, name, type }) => {
  const kind = TYPE_CHANGES.communes[code]
  return kind ? `${kind}${name.slice(type.length)}` : name
}
const units = {
  asOf: AS_OF,
  provinces: provinces.map(({ code, name }) => [code, TYPE_CHANGES.provinces[code] ?? name]),
  communes: communes.map((commune) => [commune.code, communeName(commune), commune.provinceCode]),
}

/** A ward's new communes, the one an address moves to first (the first not received in part, else the first); parts marked `*`. */
function targets({ new: codes, partialInto = [] }) {
  const main = codes.find((code) => !partialInto.includes(code)) ?? codes[0]
  return [main, ...codes.filter((code) => code !== main)]
    .map((code) => (partialInto.includes(code) ? `${code}*` : code))
    .join(' ')
}
const oldUnits = {
  effective: old.meta.effectiveDate,
  provinces: old.provinces.map(({ code, name, newProvinceCode }) => [code, name, newProvinceCode]),
  // A district's one new commune, when all of it went into one (the island districts without wards): '' otherwise.
  districts: old.districts.map(({ code, name, provinceCode, new: codes }) => [
    code,
    name,
    provinceCode,
    codes.length === 1 ? codes[0] : '',
  ]),
  wards: old.wards.map((ward) => [ward.code, ward.name.replace(/\s+/g, ' ').trim(), ward.districtCode, targets(ward)]),
}

fs.mkdirSync(out, { recursive: true })
fs.writeFileSync(path.join(out, 'units.json'), JSON.stringify(units))
fs.writeFileSync(path.join(out, 'old-units.json'), JSON.stringify(oldUnits))
console.log(
  `${units.provinces.length} tỉnh/thành, ${units.communes.length} xã/phường/đặc khu; ${oldUnits.wards.length} phường/xã cũ`,
)
