import { describe, expect, it } from 'vitest'
import type { SearchCard } from '@/cms/cache/memory'
import { foldDiacritics } from '@/lib/vi'
import type { Post, Product } from '@/payload-types'
import { createElement } from 'react'
import { staticMarkup } from '@/lib/static-markup'
import { SearchResults, type SearchResultsData } from './SearchResults'

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

/** The results as the page and the front's frame receive them. */
const searchResultsHtml = (results: SearchResultsData) => staticMarkup(createElement(SearchResults, { results }))

const base: SearchResultsData = {
  query: 'pin',
  page: 1,
  terms: ['pin'],
  corrected: false,
  total: 0,
  cards: [],
  categories: [],
  products: [],
  now: new Date('2026-11-06T00:00:00Z'),
}

function product(id: number, name: string, regularPrice: number, salePrice?: number): Product {
  return {
    id,
    name,
    slug: `san-pham-${id}`,
    productType: 'simple',
    regularPrice,
    salePrice,
    images: [{ id: 3, url: '/api/media/file/sac.webp', width: 1200, height: 1200 }],
  } as unknown as Product
}

describe('SearchResults', () => {
  it('asks for a query when there is none', async () => {
    expect(await searchResultsHtml({ ...base, query: '' })).toBe(
      '<p class="search-page__hint">Nhập từ khoá, ví dụ “chụp màn hình” hoặc “tiết kiệm pin”, để tìm trong các bài hướng dẫn của chúng tôi.</p>',
    )
  })

  it('counts the results and shows each with its highlights, category, date and thumbnail (112 px beside the title on phones)', async () => {
    const html = await searchResultsHtml({
      ...base,
      total: 1,
      cards: [card(7, 'Kiểm tra pin iPhone', 'Xem tình trạng pin trong Cài đặt.')],
    })
    expect(html).toContain('<p class="archive-header__count" role="status">Tìm thấy 1 bài viết</p>')
    expect(html).toContain(
      '<h2 class="search-result__title"><a href="/bai-7">Kiểm tra <mark>pin</mark> iPhone</a></h2>',
    )
    expect(html).toContain('<p class="search-result__snippet">Xem tình trạng <mark>pin</mark> trong Cài đặt.</p>')
    expect(html).toContain('<a class="badge" href="/chuyen-muc/pin-sac">Pin &amp; sạc</a>')
    expect(html).toContain('<time class="post-date" dateTime="2026-11-06T13:30:00.000Z">06/11/2026</time>')
    expect(html).toMatch(
      /<img alt="" loading="lazy" width="1600" height="900" decoding="async" [^>]*sizes="\(max-width: 639px\) 112px, 160px" srcSet="[^"]*w=256[^"]*" src="\/_next\/image\?url=%2Fapi%2Fmedia%2Ffile%2Fanh\.webp&amp;w=\d+&amp;q=75"\/>/,
    )
    expect(html).not.toContain('pagination')
  })

  it('escapes what editors and visitors wrote', async () => {
    const html = await searchResultsHtml({
      ...base,
      total: 1,
      cards: [card(8, '<script>alert(1)</script> pin', 'pin "trích dẫn" & <b>')],
    })
    expect(html).not.toContain('<script>')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; <mark>pin</mark>')
    expect(html).toContain('<mark>pin</mark> &quot;trích dẫn&quot; &amp; &lt;b&gt;')
    const empty = await searchResultsHtml({ ...base, query: '"><img src=x onerror=alert(1)>', terms: ['img'] })
    expect(empty).toContain('Không tìm thấy bài viết nào cho “&quot;&gt;&lt;img src=x onerror=alert(1)&gt;”.')
  })

  it('suggests the categories when nothing is found', async () => {
    const html = await searchResultsHtml({
      ...base,
      query: 'xyz',
      categories: [{ id: 1, name: 'iPhone', slug: 'iphone' }],
    })
    expect(html).toContain(
      '<div class="search-empty" role="status"><p class="search-empty__title">Không tìm thấy bài viết nào cho “xyz”.</p>',
    )
    expect(html).toContain('<li><a class="tag" href="/chuyen-muc/iphone">iPhone</a></li>')
  })

  it('gives the measurement the count found, articles and products, 0 when nothing is', async () => {
    const found = await searchResultsHtml({
      ...base,
      total: 12,
      cards: [card(7, 'Pin', 'pin')],
      products: [product(5, 'Củ sạc', 390_000)],
    })
    expect(found).toContain('<ol class="search-results" data-search-results="13">')
    expect(await searchResultsHtml({ ...base, query: 'xyz' })).toContain('data-search-results="0"')
  })

  it('links the other pages of the query', async () => {
    const html = await searchResultsHtml({ ...base, query: 'pin & sạc', page: 2, total: 25 })
    expect(html).toContain('href="/tim-kiem?s=pin%20%26%20s%E1%BA%A1c" aria-label="Trang 1"')
    expect(html).toContain('href="/tim-kiem?s=pin%20%26%20s%E1%BA%A1c&amp;trang=3" rel="next"')
  })

  it('shows the products found in their own group, above the articles, each with its picture, name, price and link', async () => {
    const html = await searchResultsHtml({
      ...base,
      query: 'sạc nhanh',
      terms: ['sac', 'nhanh'],
      total: 1,
      cards: [card(7, 'Sạc pin đúng cách', 'Sạc nhanh có hại pin không?')],
      products: [product(5, 'Củ sạc nhanh USB-C 20W', 390_000, 290_000), product(6, 'Cáp <Lightning>', 150_000)],
    })
    expect(html).toContain(
      '<section class="search-products" aria-labelledby="search-products-title"><h2 class="search-products__title" id="search-products-title">Sản phẩm</h2>',
    )
    expect(html).toContain(
      '<h3 class="search-product__name"><a href="/san-pham/san-pham-5">Củ <mark>sạc nhanh</mark> USB-C 20W</a></h3>',
    )
    expect(html).toMatch(
      /<a href="\/san-pham\/san-pham-5" class="search-product__media" tabindex="-1" aria-hidden="true"><img alt="" [^>]*src="\/_next\/image\?url=%2Fapi%2Fmedia%2Ffile%2Fsac\.webp/,
    )
    expect(html).toContain(
      '<div class="price price--sale"><del class="price__regular"><span class="visually-hidden">Giá gốc: </span>390.000\u00a0₫</del> <ins class="price__amount"><span class="visually-hidden">Giá khuyến mãi: </span>290.000\u00a0₫</ins></div>',
    )
    expect(html).toContain(
      '<a href="/san-pham/san-pham-6">Cáp &lt;Lightning&gt;</a></h3><div class="price"><span class="price__amount">150.000\u00a0₫</span></div>',
    )
    expect(html.indexOf('search-products')).toBeLessThan(html.indexOf('search-results'))
    expect(await searchResultsHtml({ ...base, total: 1, cards: [card(7, 'Pin', 'pin')] })).not.toContain(
      'search-products',
    )
  })

  it('says which corrected query it shows the results of', async () => {
    const html = await searchResultsHtml({
      ...base,
      query: 'iphne <b>',
      terms: ['iphone'],
      corrected: true,
      total: 1,
      cards: [card(7, 'Mẹo iPhone', 'iPhone')],
    })
    expect(html).toMatch(
      /^<p class="search-correction">Kết quả cho «iphone» <span class="search-correction__from">Không tìm thấy kết quả nào cho «iphne &lt;b&gt;»\.<\/span><\/p>/,
    )
    expect(html).toContain('<a href="/bai-7">Mẹo <mark>iPhone</mark></a>')
    expect(await searchResultsHtml({ ...base, total: 1, cards: [card(7, 'Pin', 'pin')] })).not.toContain(
      'search-correction',
    )
  })
})
