import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { pickedImage } from './logic'

describe('pickedImage', () => {
  it('keeps an upload with its sizes and texts', () => {
    expect(
      pickedImage({ id: 3, url: '/api/media/file/a1b2.webp', alt: 'Ảnh', width: 1600, height: 900, title: 'T' }),
    ).toEqual({
      id: 3,
      url: '/api/media/file/a1b2.webp',
      alt: 'Ảnh',
      width: 1600,
      height: 900,
      title: 'T',
      description: '',
    })
  })

  it('refuses anything that is not one of our uploads', () => {
    for (const url of [
      'https://evil.example/x.png',
      'javascript:alert(1)',
      '/api/media/file/../../secret',
      '/api/media/file/a b.png',
      '',
    ]) {
      expect(pickedImage({ url })).toBeNull()
    }
    expect(pickedImage(null)).toBeNull()
    expect(pickedImage('x')).toBeNull()
  })

  it('always gives sane sizes', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (width, height) => {
        const image = pickedImage({ url: '/api/media/file/x.webp', width, height })
        expect(image!.width).toBeGreaterThan(0)
        expect(image!.height).toBeGreaterThan(0)
      }),
    )
  })
})
