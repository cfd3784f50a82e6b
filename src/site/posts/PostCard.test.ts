import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { Post } from '@/payload-types'
import { PostCard } from './PostCard'

const post = {
  id: 1,
  title: 'Cách tắt Wi-Fi tự bật',
  slug: 'cach-tat-wifi-tu-bat',
  publishedAt: '2026-11-06T13:30:00.000Z',
  categories: [{ id: 3, name: 'Wi-Fi và dữ liệu', slug: 'wifi-du-lieu' }],
  featuredImage: null,
} as unknown as Post

describe('PostCard', () => {
  it('keeps a post without a featured image in the grid: a placeholder with its category, not a missing picture', () => {
    for (const variant of ['hero', 'standard', 'compact'] as const) {
      const html = renderToStaticMarkup(createElement(PostCard, { post, variant }))
      expect(html, variant).toContain(
        '<a href="/cach-tat-wifi-tu-bat" class="post-card__media post-card__media--placeholder" tabindex="-1" aria-hidden="true"><span>Wi-Fi và dữ liệu</span></a>',
      )
      expect(html, variant).not.toContain('<img')
    }
  })

  it('shows the featured image when there is one', () => {
    const html = renderToStaticMarkup(
      createElement(PostCard, {
        post: { ...post, featuredImage: { id: 9, url: '/api/media/file/a.webp', width: 1600, height: 900 } } as Post,
      }),
    )
    expect(html).toContain('class="post-card__image"')
    expect(html).toContain('sizes="(max-width: 767px) 100vw, (max-width: 1024px) 50vw, 400px"')
    expect(html).not.toContain('post-card__media--placeholder')
  })

  it('sizes its picture for tablets and desktops only when phones show it as a headline row (its picture hidden there)', () => {
    const withImage = {
      ...post,
      featuredImage: { id: 9, url: '/api/media/file/a.webp', width: 1600, height: 900 },
    } as Post
    const html = renderToStaticMarkup(createElement(PostCard, { post: withImage, phoneRow: true }))
    expect(html).toContain('sizes="(max-width: 1024px) 50vw, 400px"')
    expect(html).toContain('loading="lazy"')
  })

  it('shows only the parts a grid asks for, its title at the asked level, and a "read more" link named after the post', () => {
    const withImage = {
      ...post,
      excerpt: 'Tóm tắt',
      featuredImage: { id: 9, url: '/api/media/file/a.webp', width: 1600, height: 900 },
    } as Post
    const options = {
      image: false,
      imageRatio: null,
      titleTag: 'h4',
      excerpt: false,
      excerptWords: null,
      category: false,
      author: false,
      date: false,
      readingTime: false,
      readMore: 'Đọc tiếp',
    } as const
    const html = renderToStaticMarkup(createElement(PostCard, { post: withImage, options }))
    expect(html).toContain('<h4 class="post-card__title">')
    for (const part of ['post-card__media', 'badge', 'Tóm tắt', 'post-card__meta'])
      expect(html, part).not.toContain(part)
    expect(html).toContain(
      '<a class="post-card__more" href="/cach-tat-wifi-tu-bat" aria-label="Đọc tiếp: Cách tắt Wi-Fi tự bật">Đọc tiếp →</a>',
    )
  })

  it('cuts the excerpt to the asked words, shapes the picture to the asked ratio and says how long the post takes to read', () => {
    const words = Array.from({ length: 450 }, (_, index) => `từ${index}`).join(' ')
    const content = {
      root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text: words }] }] },
    }
    const long = {
      ...post,
      excerpt: 'Bật chế độ máy bay rồi tắt lại để điện thoại tìm mạng mới',
      content,
    } as unknown as Post
    const options = {
      image: true,
      imageRatio: 0.75,
      titleTag: 'h3',
      excerpt: true,
      excerptWords: 5,
      category: true,
      author: false,
      date: false,
      readingTime: true,
      readMore: '',
    } as const
    const html = renderToStaticMarkup(createElement(PostCard, { post: long, options }))
    expect(html).toContain('<p class="post-card__excerpt">Bật chế độ máy bay…</p>')
    expect(html).toContain('style="aspect-ratio:1 / 0.75"')
    expect(html).toContain('<p class="post-card__meta"><span>2 phút đọc</span></p>')
  })
})
