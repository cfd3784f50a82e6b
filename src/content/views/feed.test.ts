import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { escapeXml, rssFeed } from './feed'

describe('rssFeed', () => {
  const xml = rssFeed({
    title: 'Thủ Thuật Điện Thoại',
    link: 'https://a.vn',
    description: 'Mẹo <hay> & nhanh',
    selfUrl: 'https://a.vn/feed',
    items: [
      {
        title: 'Cách chụp màn hình',
        link: 'https://a.vn/cach-chup-man-hinh',
        description: 'Tóm tắt',
        publishedAt: '2026-11-01T08:00:00+07:00',
        categories: ['iPhone'],
        image: { url: 'https://a.vn/a.webp', type: 'image/webp', length: 10 },
      },
    ],
  })

  it('is RSS 2.0 in Vietnamese with escaped text', () => {
    expect(xml).toContain('<rss version="2.0"')
    expect(xml).toContain('<language>vi</language>')
    expect(xml).toContain('Mẹo &lt;hay&gt; &amp; nhanh')
    expect(xml).toContain('<pubDate>Sun, 01 Nov 2026 01:00:00 GMT</pubDate>')
    expect(xml).toContain('<enclosure url="https://a.vn/a.webp" type="image/webp" length="10"/>')
  })

  it('escapes anything into text without markup characters', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(escapeXml(text)).not.toMatch(/[<>"']|&(?!(amp|lt|gt|quot|apos);)/)
      }),
    )
  })
})
