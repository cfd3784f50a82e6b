import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { defaultTocSettings, type TocHeading } from '@/features/toc/logic'
import { TableOfContents } from './TableOfContents'

const headings: TocHeading[] = [
  { tag: 'h2', text: 'Chuẩn bị' },
  { tag: 'h3', text: 'Sạc pin' },
  { tag: 'h3', text: 'Sao lưu' },
  { tag: 'h4', text: 'Ảnh' },
  { tag: 'h2', text: 'Cài đặt' },
  { tag: 'h3', text: 'Mở máy' },
]

/** The entries' visible text in order: each number followed by its heading. */
const entries = (html: string) =>
  [...html.matchAll(/<li class="toc__item">(?:<span class="toc__number">([^<]*)<\/span>)?<a[^>]*>([^<]*)<\/a>/g)].map(
    (match) => `${match[1] ?? '•'} ${match[2]}`,
  )

describe('TableOfContents', () => {
  it('numbers sub-entries under their parent (1.1., 1.2.), not from 1. again', () => {
    const html = renderToStaticMarkup(createElement(TableOfContents, { headings }))
    expect(entries(html)).toEqual([
      '1. Chuẩn bị',
      '1.1. Sạc pin',
      '1.2. Sao lưu',
      '1.2.1. Ảnh',
      '2. Cài đặt',
      '2.1. Mở máy',
    ])
  })

  it('numbers a flat list 1., 2., 3.', () => {
    const html = renderToStaticMarkup(
      createElement(TableOfContents, { headings, settings: { ...defaultTocSettings, hierarchical_view: false } }),
    )
    expect(entries(html)).toEqual(['1. Chuẩn bị', '2. Sạc pin', '3. Sao lưu', '4. Ảnh', '5. Cài đặt', '6. Mở máy'])
  })

  it('leaves bullets to a nested unordered list, without numbers', () => {
    const html = renderToStaticMarkup(
      createElement(TableOfContents, { headings, settings: { ...defaultTocSettings, marker_view: 'bullets' } }),
    )
    expect(entries(html)).toEqual(['• Chuẩn bị', '• Sạc pin', '• Sao lưu', '• Ảnh', '• Cài đặt', '• Mở máy'])
    expect(html).not.toContain('<ol')
    expect(html).toMatch(/<ul class="toc__list"><li class="toc__item"><a[^>]*>Chuẩn bị<\/a><ul class="toc__list">/)
  })
})
