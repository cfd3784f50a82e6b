import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { slideShareUrl, slideshowOf, toSlides } from './logic'

describe('toSlides', () => {
  it('makes absolute slides with title, description, download and share', () => {
    const [slide] = toSlides(
      [{ href: '/api/media/file/a%20b.webp', title: 'Tiêu đề', description: 'Mô tả', width: 1200, height: 800 }],
      'https://a.vn',
    )
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

describe('slideshowOf', () => {
  it('opens the clicked link with the others of its slideshow, or with the page links that have none', () => {
    const slideshows = [undefined, 'bo-anh', undefined, 'bo-anh', 'khac', 'bo-anh']
    expect(slideshowOf(slideshows, 3)).toEqual({ members: [1, 3, 5], index: 1 })
    expect(slideshowOf(slideshows, 2)).toEqual({ members: [0, 2], index: 1 })
    expect(slideshowOf(slideshows, 4)).toEqual({ members: [4], index: 0 })
  })

  it('property: the clicked link is the opened slide, among links of one slideshow in page order', () => {
    const slideshows = fc.array(fc.option(fc.constantFrom('a', 'b'), { nil: undefined }), {
      minLength: 1,
      maxLength: 15,
    })
    fc.assert(
      fc.property(
        slideshows.chain((list) => fc.tuple(fc.constant(list), fc.nat(list.length - 1))),
        ([list, clicked]) => {
          const { members, index } = slideshowOf(list, clicked)
          expect(members[index]).toBe(clicked)
          expect(members.every((position) => list[position] === list[clicked])).toBe(true)
          expect(members).toEqual([...members].sort((a, b) => a - b))
          expect(members.length).toBe(list.filter((slideshow) => slideshow === list[clicked]).length)
        },
      ),
    )
  })
})

describe('slideShareUrl', () => {
  it("shares the image's own address, as the slides are made", () => {
    const [slide] = toSlides([{ href: '/api/media/file/anh.webp', title: 'Ảnh' }], 'https://a.vn/bai')
    expect(slideShareUrl(slide)).toBe('https://a.vn/api/media/file/anh.webp')
  })

  it("prefers a slide's share address, else its picture's; nothing when it has neither", () => {
    expect(slideShareUrl({ src: 'https://a.vn/x.webp', share: 'https://a.vn/khac' })).toBe('https://a.vn/khac')
    expect(slideShareUrl({ src: 'https://a.vn/x.webp', share: { title: 'không có địa chỉ' } })).toBe(
      'https://a.vn/x.webp',
    )
    expect(slideShareUrl({ src: 'https://a.vn/x.webp' })).toBe('https://a.vn/x.webp')
    expect(slideShareUrl({ src: '' })).toBeUndefined()
  })
})
