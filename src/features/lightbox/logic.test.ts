import { describe, expect, it } from 'vitest'
import { toSlides } from './logic'

describe('toSlides', () => {
  it('makes absolute slides with title, description, download and share', () => {
    const [slide] = toSlides([{ href: '/api/media/file/a%20b.webp', title: 'Tiêu đề', description: 'Mô tả', width: 1200, height: 800 }], 'https://a.vn')
    expect(slide).toEqual({
      src: 'https://a.vn/api/media/file/a%20b.webp',
      title: 'Tiêu đề',
      description: 'Mô tả',
      width: 1200,
      height: 800,
      download: { url: 'https://a.vn/api/media/file/a%20b.webp', filename: 'a b.webp' },
      share: { url: 'https://a.vn/api/media/file/a%20b.webp', title: 'Tiêu đề' },
    })
  })

  it('leaves empty texts out', () => {
    const [slide] = toSlides([{ href: 'x.webp', title: '', description: '' }], 'https://a.vn/bai/')
    expect(slide.title).toBeUndefined()
    expect(slide.description).toBeUndefined()
    expect(slide.src).toBe('https://a.vn/bai/x.webp')
  })
})
