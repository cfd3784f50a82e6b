import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import oldUnits from './data/old-units.json'
import { movedAddress, newProvinceOf, newUnitsOf, provinceChoices } from './old-units'
import { commune, provinceName } from './units'

const district = (code: string) => oldUnits.districts.find(([districtCode]) => districtCode === code)!

describe('old addresses', () => {
  it('map all 63 old provinces, 696 districts and 10,047 wards', () => {
    expect([oldUnits.provinces.length, oldUnits.districts.length, oldUnits.wards.length]).toEqual([63, 696, 10_047])
    for (const [code, , next] of oldUnits.provinces) expect(provinceName(next), code).not.toBeNull()
  })

  it('move an old ward into a new commune of the province its old province merged into', () => {
    fc.assert(
      fc.property(fc.constantFrom(...oldUnits.wards), ([ward, , districtCode]) => {
        const [, , oldProvince] = district(districtCode)
        const moved = newUnitsOf({ province: oldProvince, district: districtCode, ward })
        expect(commune(moved.ward)?.province).toBe(moved.province)
        expect(moved.province).toBe(newProvinceOf(oldProvince))
      }),
    )
  })

  it('keep a province that kept its code', () => {
    for (const [code, , next] of oldUnits.provinces) if (provinceName(code) !== null) expect(next, code).toBe(code)
  })

  it('know the reform’s examples: Bến Nghé into Sài Gòn, Hà Giang into Tuyên Quang, Bắc Kạn into Thái Nguyên', () => {
    expect(newUnitsOf({ province: '79', district: '760', ward: '26740' })).toEqual({ province: '79', ward: '26740' })
    expect(newProvinceOf('02')).toBe('08')
    expect(newProvinceOf('06')).toBe('19')
    // Bình Dương's wards are Hồ Chí Minh City's now.
    expect(newUnitsOf({ province: '74', district: '718', ward: '25747' }).province).toBe('79')
  })

  it('move a split ward to the first commune that took all of its own part, else to the first', () => {
    // Phường Cống Vị (Ba Đình) went in part to Phường Ngọc Hà and in part to Phường Giảng Võ: the first is kept.
    expect(newUnitsOf({ province: '01', district: '001', ward: '00007' })).toEqual({ province: '01', ward: '00008' })
    expect(commune('00008')?.name).toBe('Phường Ngọc Hà')
    for (const [ward, , , targets] of oldUnits.wards.filter(([, , , targets]) => targets.includes(' '))) {
      const codes = targets.split(' ')
      const main = codes.find((code) => !code.endsWith('*')) ?? codes[0].replace('*', '')
      expect(newUnitsOf({ province: '', district: '', ward }).ward, ward).toBe(main)
    }
  })

  it('move an island district without wards to its đặc khu, and keep only the province of a ward no longer listed', () => {
    expect(newUnitsOf({ province: '77', district: '755', ward: '' })).toEqual({ province: '79', ward: '26732' })
    expect(commune('26732')?.name).toBe('Đặc khu Côn Đảo')
    // Phường Nguyễn Trung Trực (Ba Đình) had been merged before March 2025.
    expect(newUnitsOf({ province: '01', district: '001', ward: '00010' })).toEqual({ province: '01', ward: '' })
    expect(newUnitsOf({ province: '', district: '', ward: '' })).toEqual({ province: '', ward: '' })
  })

  it('offer old names in their new province only', () => {
    const hcm = provinceChoices('79')
    expect(hcm.old.some(([, label]) => label === 'Phường Bến Nghé (Quận 1) → Phường Sài Gòn')).toBe(true)
    expect(provinceChoices('01').old.some(([, label]) => label.startsWith('Phường Bến Nghé'))).toBe(false)
    expect(provinceChoices('02')).toEqual({ communes: [], old: [] })
    for (const [code] of hcm.old) expect(commune(code)?.province).toBe('79')
  })
})

describe('a stored address moved to the new units', () => {
  it('gets the new codes, names and line, and keeps the old line beside', () => {
    expect(
      movedAddress({
        province: '79',
        district: '760',
        ward: '26740',
        street: '12 Lê Lợi',
        line: '12 Lê Lợi, Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh',
      }),
    ).toEqual({
      province: '79',
      provinceName: 'Thành phố Hồ Chí Minh',
      ward: '26740',
      wardName: 'Phường Sài Gòn',
      line: '12 Lê Lợi, Phường Sài Gòn, Thành phố Hồ Chí Minh',
      previousLine: '12 Lê Lợi, Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh',
    })
  })

  it('keeps the province alone when the ward cannot be placed, and leaves an address without units alone', () => {
    expect(
      movedAddress({ province: '02', district: '', ward: '', street: 'Thôn 3', line: 'Thôn 3, Tỉnh Hà Giang' }),
    ).toEqual({
      province: '08',
      provinceName: 'Tỉnh Tuyên Quang',
      ward: '',
      wardName: '',
      line: 'Thôn 3, Tỉnh Tuyên Quang',
      previousLine: 'Thôn 3, Tỉnh Hà Giang',
    })
    expect(movedAddress({ province: '', district: null, ward: '', street: 'x', line: 'x' })).toBeNull()
    expect(movedAddress({})).toBeNull()
  })

  it('always lands in a commune of its province, or in none', () => {
    fc.assert(
      fc.property(fc.constantFrom(...oldUnits.wards), fc.string(), ([ward, , districtCode], street) => {
        const moved = movedAddress({
          province: district(districtCode)[2],
          district: districtCode,
          ward,
          street,
          line: '',
        })!
        expect(commune(moved.ward)?.province).toBe(moved.province)
        expect(moved.line.endsWith(`${moved.wardName}, ${moved.provinceName}`)).toBe(true)
      }),
    )
  })
})
