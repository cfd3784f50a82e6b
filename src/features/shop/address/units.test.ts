import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import units from './units.json'
import { addressUnitsProblem, districtName, districtsOf, provinceName, provinces, unitsLine, wardName, wardsOf } from './units'

const ISLAND_DISTRICTS = ['318', '471', '498', '536', '755'] // Bạch Long Vĩ, Cồn Cỏ, Hoàng Sa, Lý Sơn, Côn Đảo

describe('the list', () => {
  it('has 63 provinces and the districts and wards of the 2024 list, each code once, in code order', () => {
    expect(units.provinces).toHaveLength(63)
    expect(units.districts).toHaveLength(705)
    expect(units.wards).toHaveLength(10_599)
    for (const [rows, digits] of [
      [units.provinces, 2],
      [units.districts, 3],
      [units.wards, 5],
    ] as const) {
      const codes = rows.map(([code]) => code)
      expect(codes.every((code) => new RegExp(`^\\d{${digits}}$`).test(code))).toBe(true)
      expect(codes).toEqual([...new Set(codes)].sort())
    }
    expect(provinces().map(({ code }) => code)).toEqual(units.provinces.map(([code]) => code))
  })

  it('places every district in a province and every ward in a district', () => {
    for (const [code, , province] of units.districts) expect(provinceName(province), code).not.toBeNull()
    for (const [code, , district] of units.wards) expect(districtName(district), code).not.toBeNull()
    expect(provinces().reduce((sum, { code }) => sum + districtsOf(code).length, 0)).toBe(units.districts.length)
    expect(units.districts.reduce((sum, [code]) => sum + wardsOf(code).length, 0)).toBe(units.wards.length)
    for (const { code } of provinces()) expect(districtsOf(code).length, code).toBeGreaterThan(0)
  })

  it('has tidy names, each starting with its kind', () => {
    const kinds = /^(Tỉnh|Thành phố|Quận|Huyện|Thị xã|Phường|Xã|Thị trấn) \S/
    for (const [code, name] of [...units.provinces, ...units.districts, ...units.wards]) {
      expect(name === name.trim() && !/\s{2}/.test(name) && kinds.test(name) && name === name.normalize('NFC'), `${code} ${name}`).toBe(true)
    }
  })

  it('leaves five island districts without wards, and only them', () => {
    expect(units.districts.filter(([code]) => wardsOf(code).length === 0).map(([code]) => code)).toEqual(ISLAND_DISTRICTS)
  })
})

describe('looking units up', () => {
  it('names known units', () => {
    expect(provinces()[0]).toEqual({ code: '01', name: 'Thành phố Hà Nội' })
    expect(provinceName('01')).toBe('Thành phố Hà Nội')
    expect(districtName('001')).toBe('Quận Ba Đình')
    expect(wardName('00001')).toBe('Phường Phúc Xá')
    expect(provinceName('79')).toBe('Thành phố Hồ Chí Minh')
    expect(districtName('760')).toBe('Quận 1')
    expect(districtName('769')).toBe('Thành phố Thủ Đức')
    expect(wardName('26734')).toBe('Phường Tân Định')
  })

  it('lists a province’s districts and a district’s wards in code order', () => {
    expect(districtsOf('01')[0]).toEqual({ code: '001', name: 'Quận Ba Đình' })
    expect(districtsOf('79').map(({ code }) => code)).toContain('760')
    expect(wardsOf('001')[0]).toEqual({ code: '00001', name: 'Phường Phúc Xá' })
    expect(wardsOf('760').map(({ name }) => name)).toContain('Phường Tân Định')
    for (const list of [districtsOf('79'), wardsOf('760')]) expect(list.map(({ code }) => code)).toEqual(list.map(({ code }) => code).sort())
  })

  it('knows nothing of unknown codes', () => {
    for (const code of ['', '1', '00', '1000', 'abc', '__proto__', 'constructor', ' 01', '001', '00001']) {
      expect(provinceName(code), code).toBeNull()
      expect(districtsOf(code), code).toEqual([])
    }
    for (const code of ['', '01', '00001', '999', 'toString']) {
      expect(districtName(code), code).toBeNull()
      expect(wardsOf(code), code).toEqual([])
    }
    for (const code of ['', '01', '001', '99999', 'hasOwnProperty']) expect(wardName(code), code).toBeNull()
  })

  it('hands out frozen lists, the same each time', () => {
    expect(provinces()).toBe(provinces())
    expect(districtsOf('01')).toBe(districtsOf('01'))
    for (const list of [provinces(), districtsOf('01'), wardsOf('001'), wardsOf('nope')]) expect(Object.isFrozen(list)).toBe(true)
    expect(Object.isFrozen(provinces()[0])).toBe(true)
  })
})

describe('an address’s units', () => {
  const phucXa = { province: '01', district: '001', ward: '00001' }

  it('are fine when the ward is in the district and the district in the province', () => {
    expect(addressUnitsProblem(phucXa)).toBeNull()
    expect(addressUnitsProblem({ province: '79', district: '760', ward: '26734' })).toBeNull()
  })

  it('need a province, then a district, then a ward', () => {
    for (const province of ['', '99', 'Hà Nội']) expect(addressUnitsProblem({ ...phucXa, province }), province).toBe('Hãy chọn tỉnh/thành phố.')
    expect(addressUnitsProblem({ province: '', district: '', ward: '' })).toBe('Hãy chọn tỉnh/thành phố.')
    for (const district of ['', '999', '01']) expect(addressUnitsProblem({ ...phucXa, district }), district).toBe('Hãy chọn quận/huyện.')
    for (const ward of ['', '99999', '001']) expect(addressUnitsProblem({ ...phucXa, ward }), ward).toBe('Hãy chọn phường/xã.')
  })

  it('refuse a district of another province, and a ward of another district', () => {
    expect(addressUnitsProblem({ province: '79', district: '001', ward: '00001' })).toBe('Quận/huyện không thuộc tỉnh/thành phố đã chọn.')
    expect(addressUnitsProblem({ province: '01', district: '002', ward: '00001' })).toBe('Phường/xã không thuộc quận/huyện đã chọn.')
    expect(addressUnitsProblem({ province: '01', district: '001', ward: '26734' })).toBe('Phường/xã không thuộc quận/huyện đã chọn.')
  })

  it('need no ward in a district without wards, but refuse a ward from elsewhere', () => {
    const conDao = { province: '77', district: '755' }
    expect(districtName('755')).toBe('Huyện Côn Đảo')
    expect(addressUnitsProblem({ ...conDao, ward: '' })).toBeNull()
    expect(addressUnitsProblem({ ...conDao, ward: '99999' })).toBeNull()
    expect(addressUnitsProblem({ ...conDao, ward: '00001' })).toBe('Phường/xã không thuộc quận/huyện đã chọn.')
    expect(unitsLine({ ...conDao, ward: '' })).toBe('Huyện Côn Đảo, Tỉnh Bà Rịa - Vũng Tàu')
  })

  it('read as one line, ward first, unknown parts left out', () => {
    expect(unitsLine(phucXa)).toBe('Phường Phúc Xá, Quận Ba Đình, Thành phố Hà Nội')
    expect(unitsLine({ ...phucXa, district: '' })).toBe('Phường Phúc Xá, Thành phố Hà Nội')
    expect(unitsLine({ province: '79', district: '', ward: 'x' })).toBe('Thành phố Hồ Chí Minh')
    expect(unitsLine({ province: '', district: '', ward: '' })).toBe('')
  })

  it('are fine for any ward with its own district and province, which its line names; refused with another district', () => {
    const district = (code: string) => units.districts.find(([districtCode]) => districtCode === code)!
    fc.assert(
      fc.property(fc.nat({ max: units.wards.length - 1 }), fc.nat({ max: units.districts.length - 1 }), (wardIndex, districtIndex) => {
        const [ward, wardFullName, wardDistrict] = units.wards[wardIndex]
        const [, districtFullName, province] = district(wardDistrict)
        const own = { province, district: wardDistrict, ward }
        expect(addressUnitsProblem(own)).toBeNull()
        const line = unitsLine(own)
        for (const name of [wardFullName, districtFullName, provinceName(province)!]) expect(line).toContain(name)

        const [other, , otherProvince] = units.districts[districtIndex]
        fc.pre(other !== wardDistrict)
        expect(addressUnitsProblem({ province: otherProvince, district: other, ward })).toBe('Phường/xã không thuộc quận/huyện đã chọn.')
        expect(addressUnitsProblem({ province, district: other, ward })).not.toBeNull()
      }),
    )
  })
})
