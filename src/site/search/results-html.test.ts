import { describe, expect, it } from 'vitest'
import type { SearchCard } from '@/cms/cache/memory'
import { foldDiacritics } from '@/lib/vi'
import type { Post } from '@/payload-types'
import { searchResultsHtml, type SearchResults } from './results-html'

function card(id: number, title: string, text: string): SearchCard {
  const post = {
    id,
    title,
    slug: `bai-${id}`,
    publishedAt: '2026-11-06T13:30:00.000Z',
    categories: [{ id: 1, name: 'Pin & sạc', slug: 'pin-sac' }],
    featuredImage: { id: 9, url: '/api/media/file/anh.webp', width: 1600, height: 900 },
  } as unknown as Post
  return { post, text, folded: foldDiacritics(text) }
}

const base: SearchResults = { query: 'pin', page: 1, terms: ['pin'], total: 0, cards: [], categories: [] }

describe('searchResultsHtml', () => {
  it('asks for a query when there is none', () => {
    expect(searchResultsHtml({ ...base, query: '' })).toBe(
      '<p class="search-page__hint">Nhập từ khoá, ví dụ “chụp màn hình” hoặc “tiết kiệm pin”, để tìm trong các bài hướng dẫn của chúng tôi.</p>',
    )
  })

  it('counts the results and shows each with its highlights, category, date and thumbnail (as wide as the column on phones)', () => {
    const html = searchResultsHtml({ ...base, total: 1, cards: [card(7, 'Kiểm tra pin iPhone', 'Xem tình trạng pin trong Cài đặt.')] })
    expect(html).toContain('<p class="archive-header__count" role="status">Tìm thấy 1 bài viết</p>')
    expect(html).toContain('<h2 class="search-result__title"><a href="/bai-7">Kiểm tra <mark>pin</mark> iPhone</a></h2>')
    expect(html).toContain('<p class="search-result__snippet">Xem tình trạng <mark>pin</mark> trong Cài đặt.</p>')
    expect(html).toContain('<a class="badge" href="/chuyen-muc/pin-sac">Pin &amp; sạc</a>')
    expect(html).toContain('<time class="post-date" datetime="2026-11-06T13:30:00.000Z">06/11/2026</time>')
    expect(html).toMatch(
      /<img alt="" loading="lazy" width="1600" height="900" decoding="async" sizes="\(max-width: 639px\) calc\(100vw - 32px\), 160px" srcset="[^"]*w=384[^"]*" src="\/_next\/image\?url=%2Fapi%2Fmedia%2Ffile%2Fanh\.webp&amp;w=\d+&amp;q=75">/,
    )
    expect(html).not.toContain('pagination')
  })

  it('escapes what editors and visitors wrote', () => {
    const html = searchResultsHtml({ ...base, total: 1, cards: [card(8, '<script>alert(1)</script> pin', 'pin "trích dẫn" & <b>')] })
    expect(html).not.toContain('<script>')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; <mark>pin</mark>')
    expect(html).toContain('<mark>pin</mark> &quot;trích dẫn&quot; &amp; &lt;b&gt;')
    const empty = searchResultsHtml({ ...base, query: '"><img src=x onerror=alert(1)>', terms: ['img'] })
    expect(empty).toContain('Không tìm thấy bài viết nào cho “&quot;&gt;&lt;img src=x onerror=alert(1)&gt;”.')
  })

  it('suggests the categories when nothing is found', () => {
    const html = searchResultsHtml({ ...base, query: 'xyz', categories: [{ id: 1, name: 'iPhone', slug: 'iphone' }] })
    expect(html).toContain('<div class="search-empty" role="status"><p class="search-empty__title">Không tìm thấy bài viết nào cho “xyz”.</p>')
    expect(html).toContain('<li><a class="tag" href="/chuyen-muc/iphone">iPhone</a></li>')
  })

  it('links the other pages of the query', () => {
    const html = searchResultsHtml({ ...base, query: 'pin & sạc', page: 2, total: 25 })
    expect(html).toContain('href="/tim-kiem?s=pin%20%26%20s%E1%BA%A1c" aria-label="Trang 1"')
    expect(html).toContain('href="/tim-kiem?s=pin%20%26%20s%E1%BA%A1c&amp;trang=3" rel="next"')
  })
})
