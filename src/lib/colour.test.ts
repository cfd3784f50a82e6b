import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { safeColour } from './colour'

describe('colours', () => {
  it('keeps hex colours and drops anything that could escape the style', () => {
    expect(safeColour('#0b5cd5')).toBe('#0b5cd5')
    expect(safeColour(' #FFF ')).toBe('#FFF')
    expect(safeColour('red;background:url(x)')).toBeUndefined()
    expect(safeColour('#12345')).toBeUndefined()
    expect(safeColour(42)).toBeUndefined()
    fc.assert(
      fc.property(fc.string(), (value) => {
        const colour = safeColour(value)
        expect(colour === undefined || /^#[0-9a-f]+$/i.test(colour)).toBe(true)
      }),
    )
  })
})
