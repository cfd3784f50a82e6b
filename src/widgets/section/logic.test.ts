import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { columnsPerDevice, gradientAngle, hiddenClasses, safeColour, sectionBackground, sectionColumns, sectionPadding, shapeDivider } from './logic'

const upload = { id: 3, url: '/api/media/file/anh-nen.webp', alt: '', width: 1600, height: 900 }

describe('section logic', () => {
  it('keeps hex colours and drops anything that could escape the style', () => {
    expect(safeColour('#0b5cd5')).toBe('#0b5cd5')
    expect(safeColour(' #FFF ')).toBe('#FFF')
    expect(safeColour('red;background:url(x)')).toBeUndefined()
    expect(safeColour('#12345')).toBeUndefined()
    expect(safeColour(42)).toBeUndefined()
    fc.assert(fc.property(fc.string(), (value) => {
      const colour = safeColour(value)
      expect(colour === undefined || /^#[0-9a-f]+$/i.test(colour)).toBe(true)
    }))
  })

  it('clamps columns and spacing to the offered choices', () => {
    expect(sectionColumns('3')).toBe(3)
    expect(sectionColumns(9)).toBe(1)
    expect(sectionColumns(undefined)).toBe(1)
    expect(sectionPadding('large')).toBe(80)
    expect(sectionPadding('huge')).toBe(48)
  })

  it('gives tablets and phones their own columns, or sensible ones on "auto"', () => {
    expect(columnsPerDevice('4')).toEqual({ desktop: 4, tablet: 2, mobile: 1 })
    expect(columnsPerDevice('3', 'auto', 'auto')).toEqual({ desktop: 3, tablet: 3, mobile: 1 })
    expect(columnsPerDevice('3', '1', '2')).toEqual({ desktop: 3, tablet: 1, mobile: 2 })
    fc.assert(fc.property(fc.anything(), fc.anything(), fc.anything(), (a, b, c) => {
      for (const columns of Object.values(columnsPerDevice(a, b, c))) expect([1, 2, 3, 4]).toContain(columns)
    }))
  })

  it('hides a section on some devices, never on all of them', () => {
    expect(hiddenClasses(['mobile'])).toEqual(['builder-hide-mobile'])
    expect(hiddenClasses(['desktop', 'tablet', 'tv'])).toEqual(['builder-hide-tablet', 'builder-hide-desktop'])
    expect(hiddenClasses(['mobile', 'tablet', 'desktop'])).toEqual([])
    expect(hiddenClasses('mobile')).toEqual([])
  })
})

describe('section backgrounds', () => {
  it('reads layouts saved when the colour was the only background', () => {
    expect(sectionBackground({ background: '#e8f0fe' })).toEqual({ colour: '#e8f0fe' })
    expect(sectionBackground({ background: '' })).toEqual({})
  })

  it('builds a gradient from two hex colours and a clamped angle', () => {
    expect(sectionBackground({ backgroundType: 'gradient', background: '#0b5cd5', gradientTo: '#6d28d9', gradientAngle: '135' })).toEqual({
      gradient: 'linear-gradient(135deg, #0b5cd5, #6d28d9)',
    })
    expect(gradientAngle('720')).toBe(360)
    expect(gradientAngle('')).toBe(180)
    expect(sectionBackground({ backgroundType: 'gradient', background: '#fff', gradientTo: 'url(x)' })).toEqual({ colour: '#fff' })
  })

  it('loads only our uploads as background images, through the image optimizer', () => {
    const background = sectionBackground({ backgroundType: 'image', backgroundImage: upload, overlay: '#00000080' })
    expect(background.image).toEqual({
      small: '/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fanh-nen.webp&w=828&q=70',
      large: '/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fanh-nen.webp&w=1600&q=70',
    })
    expect(background.overlay).toBe('#00000080')
    expect(sectionBackground({ backgroundType: 'image', backgroundImage: { ...upload, url: 'https://evil.example/x.png' } }).image).toBeUndefined()
    expect(sectionBackground({ backgroundType: 'image', backgroundImage: { ...upload, url: '/api/media/file/a.png)");x' } }).image).toBeUndefined()
  })

  it('property: whatever is stored, a background never carries anything but hex colours, angles and our optimizer URLs', () => {
    fc.assert(fc.property(fc.record({ backgroundType: fc.constantFrom('none', 'colour', 'gradient', 'image', 'x'), background: fc.string(), gradientTo: fc.string(), gradientAngle: fc.anything(), backgroundImage: fc.record({ url: fc.string() }), overlay: fc.string() }), (props) => {
      const { colour, gradient, image, overlay } = sectionBackground(props)
      for (const value of [colour, overlay]) expect(value === undefined || /^#[0-9a-f]+$/i.test(value)).toBe(true)
      expect(gradient === undefined || /^linear-gradient\(\d+deg, #[0-9a-f]+, #[0-9a-f]+\)$/i.test(gradient)).toBe(true)
      expect(image === undefined || /^\/_next\/image\?url=%2Fapi%2Fmedia%2Ffile%2F[\w.-]+&w=\d+&q=70$/.test(image.small)).toBe(true)
    }))
  })
})

describe('shape dividers', () => {
  it('points at the shape file, or its negative, with a clamped height', () => {
    expect(shapeDivider({ shape: 'wave', colour: '#f4f6fb', height: '80' })).toEqual({ src: '/shapes/wave.svg', colour: '#f4f6fb', height: 80, flip: false })
    expect(shapeDivider({ shape: 'tilt', negative: true, flip: true, height: 5000 })).toEqual({ src: '/shapes/tilt-negative.svg', colour: '#ffffff', height: 300, flip: true })
    expect(shapeDivider({ shape: 'none' })).toBeNull()
    expect(shapeDivider({ shape: '../../etc/passwd' })).toBeNull()
    expect(shapeDivider(undefined)).toBeNull()
  })
})
