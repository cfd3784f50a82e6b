import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  archivePath,
  cut,
  oldAddressesOf,
  plainExcerpt,
  publicationOf,
  slugOf,
  suffixedSlug,
  termAddressOf,
  uploadAddressesOf,
} from './items'
import type { WxrItem } from '@/wordpress/rules/wxr'

const NOW = new Date('2026-01-01T00:00:00Z')

describe('publicationOf', () => {
  it('publishes at the date, schedules the future, keeps drafts, pending and private as drafts', () => {
    const dateGmt = '2025-03-01T02:00:00.000Z'
    expect(publicationOf({ status: 'publish', dateGmt }, NOW)).toEqual({
      status: 'published',
      publishedAt: dateGmt,
      wasPrivate: false,
    })
    expect(publicationOf({ status: 'future', dateGmt: '2026-05-01T00:00:00.000Z' }, NOW)).toMatchObject({
      status: 'published',
      publishedAt: '2026-05-01T00:00:00.000Z',
    })
    expect(publicationOf({ status: 'draft', dateGmt }, NOW)).toMatchObject({ status: 'draft', publishedAt: null })
    expect(publicationOf({ status: 'pending', dateGmt: null }, NOW)).toMatchObject({ status: 'draft' })
    expect(publicationOf({ status: 'private', dateGmt }, NOW)).toMatchObject({ status: 'draft', wasPrivate: true })
    expect(publicationOf({ status: 'publish', dateGmt: null }, NOW)?.publishedAt).toBe(NOW.toISOString())
    for (const status of ['trash', 'auto-draft', 'inherit', ''])
      expect(publicationOf({ status, dateGmt }, NOW)).toBeNull()
  })
})

describe('slugs', () => {
  it('reads a percent-encoded Vietnamese slug as ours, falling back on the title', () => {
    expect(slugOf('m%e1%ba%b9o-hay', 'x')).toBe('meo-hay')
    expect(slugOf('100%-sai', 'x')).toBe('100-sai')
    expect(slugOf('', 'Bản nháp: tiết kiệm pin')).toBe('ban-nhap-tiet-kiem-pin')
  })

  it('suffixes a taken slug with a number from 2, never the same twice', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), fc.integer({ min: 1, max: 50 }), (slug, n) => {
        expect(suffixedSlug(slug, n)).toBe(n === 1 ? slug : `${slug}-${n}`)
        expect(suffixedSlug(slug, n + 1)).not.toBe(suffixedSlug(slug, n))
      }),
    )
  })
})

describe('plainExcerpt and cut', () => {
  it('drops tags and reads common entities', () => {
    expect(plainExcerpt('<p>Ba bước &amp; năm&nbsp;phút</p>\n<p>thôi&hellip;</p>')).toBe('Ba bước & năm phút thôi…')
  })

  it('never leaves text longer than the limit', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), fc.integer({ min: 1, max: 300 }), (text, max) => {
        const result = cut(text, max)
        expect(result.text.length).toBeLessThanOrEqual(Math.max(max, 1))
        expect(result.wasCut).toBe(text.length > max)
      }),
    )
  })
})

describe('oldAddressesOf', () => {
  const item = {
    id: 10,
    type: 'post',
    slug: 'cach-chup-man-hinh-iphone',
    link: 'https://thuthuat.example/2024/05/03/cach-chup-man-hinh-iphone/',
    meta: [{ key: '_wp_old_slug', value: 'chup-man-hinh-iphone' }],
  } as WxrItem

  it('names the query form, the permalink and each renamed slug', () => {
    expect(oldAddressesOf(item, 'https://thuthuat.example', '/cach-chup-man-hinh-iphone')).toEqual([
      '/?p=10',
      '/2024/05/03/cach-chup-man-hinh-iphone/',
      '/2024/05/03/chup-man-hinh-iphone/',
    ])
  })

  it('names a page by page_id and never the new address itself, nor another site', () => {
    const page = {
      ...item,
      id: 20,
      type: 'page',
      slug: 'gioi-thieu',
      meta: [],
      link: 'https://thuthuat.example/gioi-thieu/',
    }
    expect(oldAddressesOf(page, 'https://thuthuat.example', '/gioi-thieu')).toEqual(['/?page_id=20'])
    expect(oldAddressesOf({ ...page, link: 'https://khac.example/x/' }, 'https://thuthuat.example', '/x')).toEqual([
      '/?page_id=20',
    ])
  })
})

describe('uploadAddressesOf and termAddressOf', () => {
  it('names the original upload and each resized copy WordPress listed', () => {
    const meta = [
      {
        key: '_wp_attachment_metadata',
        value:
          'a:2:{s:4:"file";s:13:"2024/03/a.jpg";s:5:"sizes";a:2:{s:6:"medium";a:1:{s:4:"file";s:11:"a-300x200.jpg";}' +
          's:5:"thumb";a:1:{s:4:"file";s:15:"../../x/evil.jpg";}}}',
      },
    ]
    const attachmentUrl = 'https://thuthuat.example/wp-content/uploads/2024/03/a.jpg'
    expect(uploadAddressesOf({ attachmentUrl, meta }, 'https://thuthuat.example')).toEqual([
      '/wp-content/uploads/2024/03/a.jpg',
      '/wp-content/uploads/2024/03/a-300x200.jpg',
    ])
    expect(uploadAddressesOf({ attachmentUrl: 'https://cdn.example/a.jpg', meta }, 'https://thuthuat.example')).toEqual(
      [],
    )
  })

  it("names a term's archive here", () => {
    expect(archivePath('category', 'meo-hay')).toBe('/chuyen-muc/meo-hay')
    expect(archivePath('post_tag', 'iphone')).toBe('/the/iphone')
    expect(archivePath('product_cat', 'phu-kien')).toBe('/danh-muc-san-pham/phu-kien')
    expect(archivePath('product_tag', 'sac')).toBeNull()
  })

  it("names a term's WordPress archive", () => {
    expect(termAddressOf('category', ['thu-thuat', 'dien-thoai'])).toBe('/category/thu-thuat/dien-thoai/')
    expect(termAddressOf('post_tag', ['iphone'])).toBe('/tag/iphone/')
    expect(termAddressOf('nav_menu', ['menu'])).toBeNull()
  })
})
