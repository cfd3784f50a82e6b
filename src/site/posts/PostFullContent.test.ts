import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { Post } from '@/payload-types'
import type { CardOptions } from './PostCard'
import { PostFullContent } from './PostFullContent'

const paragraph = (text: string) => ({ type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text }] })
const post = {
  id: 1,
  title: 'Cách tắt Wi-Fi tự bật',
  slug: 'cach-tat-wifi-tu-bat',
  publishedAt: '2026-11-06T13:30:00.000Z',
  author: { id: 2, name: 'Lê Thu Hà', slug: 'le-thu-ha' },
  categories: [{ id: 3, name: 'Wi-Fi và dữ liệu', slug: 'wifi-du-lieu' }],
  featuredImage: null,
  content: {
    root: {
      type: 'root',
      version: 1,
      children: [
        { type: 'heading', tag: 'h2', version: 1, children: [{ type: 'text', version: 1, text: 'Bước 1' }] },
        paragraph('Mở Cài đặt.'),
      ],
    },
  },
} as unknown as Post

const options: CardOptions = {
  image: true,
  imageRatio: null,
  titleTag: 'h2',
  excerpt: true,
  excerptWords: null,
  category: false,
  author: true,
  date: true,
  readingTime: true,
  readMore: '',
}

describe('PostFullContent', () => {
  it('gives the whole post under its linked title and byline, its headings without the article page’s anchors', () => {
    const html = renderToStaticMarkup(createElement(PostFullContent, { post, options }))
    expect(html).toContain(
      '<h2 class="post-full__title"><a href="/cach-tat-wifi-tu-bat">Cách tắt Wi-Fi tự bật</a></h2>',
    )
    expect(html).toContain('<span>Lê Thu Hà</span>')
    expect(html).toContain('1 phút đọc')
    expect(html).toContain('Mở Cài đặt.')
    expect(html).toMatch(/<h2>Bước 1<\/h2>/)
    expect(html).not.toContain('class="badge"')
  })
})
