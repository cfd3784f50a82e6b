import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import units from './data/units.json'
import { provinceChoices } from './old-units'
import { foldName, searchWardChoices, wardChoices } from './search'

const choicesOf = (province: string) => wardChoices(provinceChoices(province))

describe('the ward field’s search', () => {
  it('finds an old ward typed without accents, and says what it became', () => {
    const [first] = searchWardChoices(choicesOf('79'), 'ben nghe')
    expect(first).toMatchObject({ code: '26740', label: 'Phường Bến Nghé (Quận 1) → Phường Sài Gòn', old: true })
    expect(searchWardChoices(choicesOf('79'), 'sai gon')[0]).toMatchObject({
      code: '26740',
      label: 'Phường Sài Gòn',
      old: false,
    })
  })

  it('finds a commune by its name with or without kind, accents or case; by a word inside it too', () => {
    const hanoi = choicesOf('01')
    for (const typed of ['Phường Ba Đình', 'ba dinh', 'BA  ĐÌNH', 'phuong ba dinh'])
      expect(searchWardChoices(hanoi, typed)[0]?.label, typed).toBe('Phường Ba Đình')
    expect(searchWardChoices(hanoi, 'dinh').some((choice) => choice.label === 'Phường Ba Đình')).toBe(true)
    expect(searchWardChoices(hanoi, 'zzz')).toEqual([])
  })

  it('offers every commune and no old ward when nothing is typed, and at most the limit otherwise', () => {
    const hcm = choicesOf('79')
    expect(searchWardChoices(hcm, '  ')).toHaveLength(provinceChoices('79').communes.length)
    expect(searchWardChoices(hcm, 'phuong', 5)).toHaveLength(5)
  })

  it('finds any commune first by its name, and by its folded name first or among names folded alike', () => {
    fc.assert(
      fc.property(fc.constantFrom(...units.communes), ([code, name, province]) => {
        const choices = choicesOf(province)
        expect(searchWardChoices(choices, name)[0]).toMatchObject({ code, label: name })
        const folded = searchWardChoices(choices, foldName(name))
        const alike = folded.filter((choice) => !choice.old && foldName(choice.name) === foldName(name))
        expect(folded.slice(0, alike.length)).toEqual(alike)
        expect(alike.map((choice) => choice.code)).toContain(code)
      }),
      { numRuns: 300 },
    )
    // Two communes of Quảng Ngãi fold alike: each is first when typed with its accents.
    const quangNgai = choicesOf('51')
    expect(searchWardChoices(quangNgai, 'Sơn Hạ')[0]?.label).toBe('Xã Sơn Hạ')
    expect(searchWardChoices(quangNgai, 'sơn hà')[0]?.label).toBe('Xã Sơn Hà')
    expect(
      searchWardChoices(quangNgai, 'son ha')
        .slice(0, 2)
        .map((choice) => choice.label)
        .sort(),
    ).toEqual(['Xã Sơn Hà', 'Xã Sơn Hạ'])
  })

  it('never finds a commune of another province', () => {
    fc.assert(
      fc.property(fc.constantFrom(...units.provinces), fc.string({ maxLength: 4 }), ([province], typed) => {
        const own = new Set(units.communes.filter((row) => row[2] === province).map(([code]) => code))
        for (const choice of searchWardChoices(choicesOf(province), typed)) expect(own.has(choice.code)).toBe(true)
      }),
      { numRuns: 100 },
    )
  })
})
