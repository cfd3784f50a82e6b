import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { colour, number, pixels, plainText, verticalPadding, yes } from './read'

describe('reading Elementor values', () => {
  it('reads colours as hex, rgba with its opacity', () => {
    expect(colour('#0B5CD5')).toBe('#0b5cd5')
    expect(colour('rgba(21, 101, 192, 0.9)')).toBe('#1565c0e6')
    expect(colour('rgb(255,255,255)')).toBe('#ffffff')
    expect(colour('rgba(0,0,0,1)')).toBe('#000000')
    for (const bad of ['red', 'var(--e-global-color-primary)', 42, null, '#12345']) expect(colour(bad)).toBe('')
  })

  it('reads headings as plain text, entities decoded, tags and spaces gone', () => {
    expect(plainText('Mẹo <b>hay</b>&nbsp;&amp; dễ\n làm')).toBe('Mẹo hay & dễ làm')
    expect(plainText({ title: 'x' })).toBe('')
  })

  it('reads switches, sliders, pixels and padding with Elementor’s defaults', () => {
    expect(yes('yes', false)).toBe(true)
    expect(yes('', true)).toBe(false)
    expect(yes(undefined, true)).toBe(true)
    expect(number({ unit: 'px', size: 520 }, 400, 200, 900)).toBe(520)
    expect(number({ unit: 'px', size: '' }, 400, 200, 900)).toBe(400)
    expect(number('5000', 0, 0, 900)).toBe(900)
    expect(pixels('2', 'em')).toBe(32)
    expect(pixels('50', '%')).toBeNull()
    expect(verticalPadding({ unit: 'px', top: '100', bottom: '60' })).toBe(80)
    expect(verticalPadding({ unit: 'vh', top: '10' })).toBeNull()
  })

  it('never throw and stay within bounds, whatever they are given', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(colour(value)).toMatch(/^(#[0-9a-f]{3,8})?$/)
        const read = number(value, 5, 1, 10)
        expect(read >= 1 && read <= 10).toBe(true)
        expect(plainText(value).length).toBeLessThanOrEqual(2_000)
      }),
    )
  })
})
