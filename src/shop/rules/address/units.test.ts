import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import units from './data/units.json'
import {
  addressLine,
  addressUnitsProblem,
  commune,
  communesOf,
  provinceName,
  provinces,
  unitNames,
  WARD_ELSEWHERE,
} from './units'

describe('the list', () => {
  it('has the 34 provincial units (6 cities before 2026, 9 now) and 3,321 communes, each code once', () => {
    expect(units.provinces).toHaveLength(34)
    expect(units.communes).toHaveLength(3321)
    expect(new Set(units.provinces.map(([code]) => code)).size).toBe(34)
    expect(new Set(units.communes.map(([code]) => code)).size).toBe(3321)
    expect(units.provinces.every(([code]) => /^\d{2}$/.test(code))).toBe(true)
    expect(units.communes.every(([code]) => /^\d{5}$/.test(code))).toBe(true)
    expect(units.provinces.filter(([, name]) => name.startsWith('Thành phố '))).toHaveLength(9)
    const kinds = (kind: string) => units.communes.filter(([, name]) => name.startsWith(`${kind} `)).length
    // 687 phường in July 2025, and 22 xã made phường since (Đồng Nai 10, Bắc Ninh 12).
    expect([kinds('Phường'), kinds('Xã'), kinds('Đặc khu')]).toEqual([709, 2599, 13])
  })

  it('places every commune in a province that exists, and every province has communes', () => {
    fc.assert(
      fc.property(fc.constantFrom(...units.communes), ([code, name, province]) => {
        expect(provinceName(province)).not.toBeNull()
        expect(commune(code)).toEqual({ code, name, province })
        expect(communesOf(province).some((unit) => unit.code === code)).toBe(true)
      }),
    )
    expect(provinces().reduce((sum, { code }) => sum + communesOf(code).length, 0)).toBe(3321)
  })

  it('has tidy names, each starting with its kind', () => {
    const kinds = /^(Tỉnh|Thành phố|Phường|Xã|Đặc khu) \S/
    for (const [code, name] of [...units.provinces, ...units.communes]) {
      expect(
        name === name.trim() && !/\s{2}/.test(name) && kinds.test(name) && name === name.normalize('NFC'),
        `${code} ${name}`,
      ).toBe(true)
    }
  })

  it('lists provinces and communes by name without their kind, numbers in number order', () => {
    expect(provinces()[0]).toEqual({ code: '91', name: 'Tỉnh An Giang' })
    expect(provinces().map(({ name }) => name)).toContain('Thành phố Hồ Chí Minh')
    expect(provinces().some(({ name }) => name === 'Tỉnh Hà Giang')).toBe(false)
    const hcm = communesOf('79').map(({ name }) => name)
    expect(hcm.indexOf('Phường An Đông')).toBeLessThan(hcm.indexOf('Phường Sài Gòn'))
  })

  it('knows the reform’s and later changes: Phường Sài Gòn, Thành phố Đồng Nai, Phường Hiệp Hòa', () => {
    expect(commune('26740')).toEqual({ code: '26740', name: 'Phường Sài Gòn', province: '79' })
    expect(provinceName('75')).toBe('Thành phố Đồng Nai')
    expect(provinceName('22')).toBe('Thành phố Quảng Ninh')
    expect(provinceName('24')).toBe('Thành phố Bắc Ninh')
    expect(commune('07840')?.name).toBe('Phường Hiệp Hòa')
    expect(commune('06970')?.name).toBe('Xã Ba Chẽ')
    expect(commune('00745')?.name).toBe('Xã Phố Bảng')
  })
})

describe('an address’s units', () => {
  it('are fine for a commune of the province chosen', () => {
    expect(addressUnitsProblem({ province: '79', ward: '26740' })).toBeNull()
  })

  it('name the field to fix, in Vietnamese', () => {
    for (const province of ['', '02', 'Hà Nội'])
      expect(addressUnitsProblem({ province, ward: '26740' })).toEqual({
        field: 'province',
        message: 'Hãy chọn tỉnh/thành phố.',
      })
    for (const ward of ['', '99999', '79'])
      expect(addressUnitsProblem({ province: '79', ward })).toEqual({
        field: 'ward',
        message: 'Hãy chọn phường/xã/đặc khu.',
      })
    expect(addressUnitsProblem({ province: '01', ward: '26740' })).toEqual({ field: 'ward', message: WARD_ELSEWHERE })
  })

  it('refuse any commune with another province than its own', () => {
    fc.assert(
      fc.property(fc.constantFrom(...units.communes), fc.constantFrom(...units.provinces), ([code, , own], [other]) => {
        expect(addressUnitsProblem({ province: other, ward: code })).toEqual(
          other === own ? null : { field: 'ward', message: WARD_ELSEWHERE },
        )
      }),
    )
  })

  it('read as one line: street, commune, province', () => {
    const names = unitNames({ province: '79', ward: '26740' })
    expect(names).toEqual({ provinceName: 'Thành phố Hồ Chí Minh', wardName: 'Phường Sài Gòn' })
    expect(addressLine({ street: ' 12 Lê Lợi ', ...names })).toBe('12 Lê Lợi, Phường Sài Gòn, Thành phố Hồ Chí Minh')
    expect(addressLine({ street: '', wardName: '', provinceName: 'Thành phố Hà Nội' })).toBe('Thành phố Hà Nội')
    expect(unitNames({ province: 'x', ward: '' })).toEqual({ provinceName: '', wardName: '' })
  })
})
