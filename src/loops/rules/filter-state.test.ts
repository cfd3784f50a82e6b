import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { pressFilter } from './filter-state'
import { ALL_TERMS } from './url'

describe('pressFilter', () => {
  it('follows the buttons a reader presses', () => {
    expect(pressFilter([], ALL_TERMS, true)).toEqual({ chosen: [], changed: false })
    expect(pressFilter([], 'pin', true)).toEqual({ chosen: ['pin'], changed: true })
    expect(pressFilter(['pin'], 'camera', true)).toEqual({ chosen: ['pin', 'camera'], changed: true })
    expect(pressFilter(['pin', 'camera'], 'pin', true)).toEqual({ chosen: ['camera'], changed: true })
    expect(pressFilter(['pin', 'camera'], ALL_TERMS, true)).toEqual({ chosen: [], changed: true })
    expect(pressFilter(['pin'], 'camera', false)).toEqual({ chosen: ['camera'], changed: true })
    expect(pressFilter(['pin'], 'pin', false)).toEqual({ chosen: [], changed: true })
  })

  const term = fc.constantFrom('pin', 'camera', 'bao-mat', 'iphone', 'android')
  const press = fc.oneof(term, fc.constant(ALL_TERMS))

  it('never chooses a term twice, nor more than one without multiple selection, and __all always clears', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(press, { maxLength: 30 }), (multiple, presses) => {
        let chosen: string[] = []
        for (const pressed of presses) {
          const before = chosen
          ;({ chosen } = pressFilter(chosen, pressed, multiple))
          expect(new Set(chosen).size).toBe(chosen.length)
          if (!multiple) expect(chosen.length).toBeLessThanOrEqual(1)
          if (pressed === ALL_TERMS) expect(chosen).toEqual([])
          else expect(chosen.includes(pressed)).toBe(!before.includes(pressed))
        }
      }),
    )
  })

  it('says it changed exactly when the choice differs', () => {
    fc.assert(
      fc.property(fc.uniqueArray(term, { maxLength: 5 }), press, fc.boolean(), (chosen, pressed, multiple) => {
        const result = pressFilter(chosen, pressed, multiple)
        expect(result.changed).toBe(JSON.stringify(result.chosen) !== JSON.stringify(chosen))
      }),
    )
  })
})
