import { describe, expect, it } from 'vitest'
import { downloadExtension, fileName, isOutbound, searchTerm, urlOf } from './links'

const site = 'https://thuthuatdienthoai.vn/cach-chup-man-hinh-iphone'

describe('downloadExtension', () => {
  it("names GA4's download extensions on the path, and nothing else", () => {
    expect(downloadExtension('/tai-lieu/cam-nang.PDF', site)).toBe('pdf')
    expect(downloadExtension('https://cdn.vidu.vn/a/b.xlsx?v=2#x', site)).toBe('xlsx')
    for (const extension of ['pps', 'ppt', 'pptx', 'mpeg', 'mpg', 'mid', 'midi', '7z', 'gz', 'key'])
      expect(downloadExtension(`/tep.${extension}`, site)).toBe(extension)
    for (const address of ['/cach-chup-man-hinh-iphone', '/tep.pdf.html', '/tim-kiem?s=a.pdf', '/anh.jpg', '/x.pptm'])
      expect(downloadExtension(address, site)).toBeNull()
    expect(downloadExtension('http://[bad', site)).toBeNull()
  })

  it('gives the file name decoded', () => {
    expect(fileName('/tai-lieu/c%E1%BA%A9m-nang.pdf', site)).toBe('cẩm-nang.pdf')
    expect(fileName('/tai-lieu/%E0%A4%A.pdf', site)).toBe('%E0%A4%A.pdf')
  })
})

describe('isOutbound', () => {
  it('is another http(s) host than the site (www. aside)', () => {
    expect(isOutbound('https://zalo.me/0901234567', site)).toBe(true)
    expect(isOutbound('http://www.thuthuatdienthoai.vn/gio-hang', site)).toBe(false)
    expect(isOutbound('/lien-he', site)).toBe(false)
    expect(isOutbound('#muc-1', site)).toBe(false)
    for (const address of ['mailto:an@vidu.vn', 'tel:0901234567', 'javascript:void(0)'])
      expect(isOutbound(address, site)).toBe(false)
  })
})

describe('urlOf', () => {
  it('reads an address against a base, and answers null for what is none', () => {
    expect(urlOf('/lien-he?x=1', site)?.href).toBe('https://thuthuatdienthoai.vn/lien-he?x=1')
    expect(urlOf('https://zalo.me/0901')?.hostname).toBe('zalo.me')
    for (const address of ['http://[bad', '/lien-he', '']) expect(urlOf(address)).toBeNull()
    expect(isOutbound('http://[bad', site)).toBe(false)
  })
})

describe('searchTerm', () => {
  it('reads q, s, search, query and keyword, in that order, skipping blank ones', () => {
    expect(searchTerm('https://thuthuatdienthoai.vn/tim-kiem?s=ch%E1%BB%A5p+m%C3%A0n+h%C3%ACnh')).toBe('chụp màn hình')
    expect(searchTerm('https://a.vn/?keyword=pin&q=%20')).toBe('pin')
    expect(searchTerm('https://a.vn/?query=sạc&s=pin')).toBe('pin')
    expect(searchTerm('https://a.vn/cua-hang?trang=2')).toBeNull()
    expect(searchTerm('/tim-kiem?s=pin')).toBeNull()
  })
})
