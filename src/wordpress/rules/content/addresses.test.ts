import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { absoluteUrl, asSiteWrites, isOnSite, originalUploadUrl, sitePath } from './addresses'

describe("an upload's original", () => {
  it('is the file WordPress resized, without the size it added, the query or the fragment', () => {
    const folder = 'https://thuthuat.vn/wp-content/uploads/2021/03'
    expect(originalUploadUrl(`${folder}/cai-dat-wifi-300x200.jpg`)).toBe(`${folder}/cai-dat-wifi.jpg`)
    expect(originalUploadUrl(`${folder}/man-hinh-1024x768.PNG?ver=2#x`)).toBe(`${folder}/man-hinh.PNG`)
    expect(originalUploadUrl(`${folder}/anh-2-150x150.webp`)).toBe(`${folder}/anh-2.webp`)
  })

  it('keeps what is not a size: a name with numbers, an edited or scaled copy, another folder, text', () => {
    const folder = 'https://thuthuat.vn/wp-content/uploads/2021/03'
    expect(originalUploadUrl(`${folder}/iphone-15x.jpg`)).toBe(`${folder}/iphone-15x.jpg`)
    expect(originalUploadUrl(`${folder}/anh-scaled.jpg`)).toBe(`${folder}/anh-scaled.jpg`)
    expect(originalUploadUrl(`${folder}/1920x1080.jpg`)).toBe(`${folder}/1920x1080.jpg`)
    expect(originalUploadUrl('https://cdn.example.com/anh-300x200.jpg')).toBe('https://cdn.example.com/anh-300x200.jpg')
    expect(originalUploadUrl('không phải địa chỉ')).toBe('không phải địa chỉ')
  })

  it('is its own original (taking the size away twice changes nothing more)', () => {
    const name = fc.stringMatching(/^[a-z0-9-]{1,20}$/)
    const size = fc.option(fc.tuple(fc.integer({ min: 1, max: 4000 }), fc.integer({ min: 1, max: 4000 })))
    fc.assert(
      fc.property(name, size, (base, wh) => {
        const file = `https://a.vn/wp-content/uploads/2020/01/${base}${wh ? `-${wh[0]}x${wh[1]}` : ''}.jpg`
        const original = originalUploadUrl(file)
        expect(originalUploadUrl(original)).toBe(original)
        expect(original.startsWith('https://a.vn/wp-content/uploads/2020/01/')).toBe(true)
      }),
    )
  })
})

describe('an address on the old site', () => {
  const site = 'https://thuthuat.vn'

  it('is the old site with or without www., over http or https', () => {
    for (const address of ['https://thuthuat.vn/a/', 'http://www.thuthuat.vn/a/', 'https://WWW.ThuThuat.vn/']) {
      expect(isOnSite(new URL(address), site)).toBe(true)
    }
    expect(isOnSite(new URL('https://thuthuat.vn.example.com/a/'), site)).toBe(false)
    expect(isOnSite(new URL('mailto:a@thuthuat.vn'), site)).toBe(false)
  })

  it("becomes a path on ours, the old site's folder taken off, its query and fragment kept", () => {
    expect(sitePath(new URL('https://thuthuat.vn/2020/05/bai-viet/?p=1#muc-2'), site)).toBe(
      '/2020/05/bai-viet/?p=1#muc-2',
    )
    const blog = 'https://thuthuat.vn/blog/'
    expect(isOnSite(new URL('https://thuthuat.vn/blog/bai-viet/'), blog)).toBe(true)
    expect(isOnSite(new URL('https://thuthuat.vn/blogger/'), blog)).toBe(false)
    expect(sitePath(new URL('https://thuthuat.vn/blog/bai-viet/'), blog)).toBe('/bai-viet/')
    expect(sitePath(new URL('https://thuthuat.vn/blog'), blog)).toBe('/')
  })

  it('is written as the site writes itself, whichever of http, https and www. it was written with', () => {
    expect(asSiteWrites(new URL('http://www.thuthuat.vn/wp-content/uploads/a.jpg?v=1'), site).href).toBe(
      'https://thuthuat.vn/wp-content/uploads/a.jpg?v=1',
    )
    expect(asSiteWrites(new URL('http://example.com/a.jpg'), site).href).toBe('http://example.com/a.jpg')
  })

  it('is read against the old site when relative, and is null when it cannot be read', () => {
    expect(absoluteUrl('/lien-he/', site)?.href).toBe('https://thuthuat.vn/lien-he/')
    expect(absoluteUrl('http://[::1', site)).toBeNull()
  })
})
