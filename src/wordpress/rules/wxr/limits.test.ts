import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { utf8Length } from './limits'

describe('utf8Length', () => {
  it('counts the bytes UTF-8 writes, a lone surrogate as its replacement', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(utf8Length(text)).toBe(new TextEncoder().encode(text).length)
      }),
    )
    expect(utf8Length('Thủ Thuật')).toBe(13)
  })
})
