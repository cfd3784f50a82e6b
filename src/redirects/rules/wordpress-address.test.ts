import { describe, expect, it } from 'vitest'
import { ourAddress, wordpressForm } from './wordpress-address.mjs'

const ours = (path: string) => {
  const form = wordpressForm(path)
  return form && { kind: form.kind, slug: form.slug, to: ourAddress(form) }
}

describe('WordPress address forms', () => {
  it('reads dated posts with and without the day', () => {
    expect(ours('/2024/05/17/cach-chup-man-hinh')).toEqual({
      kind: 'post',
      slug: 'cach-chup-man-hinh',
      to: '/cach-chup-man-hinh',
    })
    expect(ours('/2024/05/cach-chup-man-hinh')?.to).toBe('/cach-chup-man-hinh')
  })

  it('reads archives, the last category of a nested one, and their pages', () => {
    expect(ours('/category/dien-thoai/android')?.to).toBe('/chuyen-muc/android')
    expect(ours('/category/android/page/3')?.to).toBe('/chuyen-muc/android/trang/3')
    expect(ours('/tag/pin')?.to).toBe('/the/pin')
    expect(ours('/tag/pin/page/2')?.to).toBe('/the/pin/trang/2')
    expect(ours('/author/admin')?.to).toBe('/tac-gia/admin')
    expect(ours('/page/4')?.to).toBe('/')
  })

  it('reads the shop’s products and categories', () => {
    expect(ours('/product/op-lung')?.to).toBe('/san-pham/op-lung')
    expect(ours('/product-category/phu-kien/sac')?.to).toBe('/danh-muc-san-pham/sac')
  })

  it('encodes a slug with characters of its own', () => {
    expect(ours('/tag/mẹo hay')?.to).toBe('/the/m%E1%BA%B9o%20hay')
  })

  it('has no form for our own addresses and other paths', () => {
    for (const path of ['/', '/feed', '/cach-chup', '/chuyen-muc/android', '/2024/5/x', '/category', '/page/x'])
      expect(wordpressForm(path)).toBeNull()
  })
})
