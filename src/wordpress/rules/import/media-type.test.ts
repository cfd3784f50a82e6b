import { describe, expect, it } from 'vitest'
import { checkMediaType, isKeptExtension, uploadPathOf } from './media-type'

describe('checkMediaType', () => {
  it('takes a file whose content is what its extension says', () => {
    expect(checkMediaType('anh.JPG', 'image/jpeg')).toEqual({ ok: true, mimeType: 'image/jpeg' })
    expect(checkMediaType('clip.mp4', 'video/mp4')).toEqual({ ok: true, mimeType: 'video/mp4' })
  })

  it('refuses a disguised file and skips a type the library does not keep', () => {
    expect(checkMediaType('anh.jpg', null)).toEqual({ ok: false, reason: 'disguised', found: 'không rõ' })
    expect(checkMediaType('anh.png', 'application/pdf')).toEqual({
      ok: false,
      reason: 'disguised',
      found: 'application/pdf',
    })
    expect(checkMediaType('huong-dan.pdf', 'application/pdf')).toEqual({ ok: false, reason: 'unsupported' })
    expect(isKeptExtension('huong-dan.pdf')).toBe(false)
    expect(isKeptExtension('anh.webp')).toBe(true)
  })
})

describe('uploadPathOf', () => {
  it('reads the path below wp-content/uploads, decoded', () => {
    expect(uploadPathOf('https://a.example/wp-content/uploads/2024/05/%E1%BA%A3nh.jpg')).toBe('2024/05/ảnh.jpg')
    expect(uploadPathOf('https://a.example/blog/wp-content/uploads/x.png')).toBe('x.png')
  })

  it('refuses anything that could leave the uploads folder', () => {
    expect(uploadPathOf('https://a.example/wp-content/uploads/2024/%2e%2e/%2e%2e/etc/passwd')).toBeNull()
    expect(uploadPathOf('https://a.example/wp-content/uploads/2024//x.jpg')).toBeNull()
    expect(uploadPathOf('https://a.example/anh/x.jpg')).toBeNull()
    expect(uploadPathOf('không phải địa chỉ')).toBeNull()
  })
})
