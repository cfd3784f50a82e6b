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
      createElement(PostCard, { post: { ...post, featuredImage: { id: 9, url: '/api/media/file/a.webp', width: 1600, height: 900 } } as Post }),
    )
    expect(html).toContain('class="post-card__image"')
    expect(html).toContain('sizes="(max-width: 767px) 100vw, (max-width: 1024px) 50vw, 400px"')
    expect(html).not.toContain('post-card__media--placeholder')
  })

  it('sizes its picture for tablets and desktops only when phones show it as a headline row (its picture hidden there)', () => {
    const withImage = { ...post, featuredImage: { id: 9, url: '/api/media/file/a.webp', width: 1600, height: 900 } } as Post
    const html = renderToStaticMarkup(createElement(PostCard, { post: withImage, phoneRow: true }))
    expect(html).toContain('sizes="(max-width: 1024px) 50vw, 400px"')
    expect(html).toContain('loading="lazy"')
  })

  it('shows only the parts a grid asks for, its title at the asked level, and a "read more" link named after the post', () => {
    const withImage = { ...post, excerpt: 'Tóm tắt', featuredImage: { id: 9, url: '/api/media/file/a.webp', width: 1600, height: 900 } } as Post
    const options = { image: false, titleTag: 'h4', excerpt: false, category: false, author: false, date: false, readMore: 'Đọc tiếp' } as const
    const html = renderToStaticMarkup(createElement(PostCard, { post: withImage, options }))
    expect(html).toContain('<h4 class="post-card__title">')
    for (const part of ['post-card__media', 'badge', 'Tóm tắt', 'post-card__meta']) expect(html, part).not.toContain(part)
    expect(html).toContain('<a class="post-card__more" href="/cach-tat-wifi-tu-bat" aria-label="Đọc tiếp: Cách tắt Wi-Fi tự bật">Đọc tiếp →</a>')
  })
})
