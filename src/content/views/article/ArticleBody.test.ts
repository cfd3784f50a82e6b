import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { Media } from '@/payload-types'
import { ArticleBody } from './ArticleBody'

/** A media item titled after its file name, as an upload without a title is. */
const photo = {
  id: 7,
  url: '/api/media/file/a.png',
  mimeType: 'image/png',
  alt: 'Màn hình Pin',
  title: 'IMG 2041',
  width: 800,
  height: 600,
} as Media

const body = (fields: Record<string, unknown> | null) => ({
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr',
    format: '',
    indent: 0,
    children: [{ type: 'upload', version: 3, format: '', relationTo: 'media', value: photo, fields }],
  },
})

const render = (fields: Record<string, unknown> | null) =>
  renderToStaticMarkup(createElement(ArticleBody, { content: body(fields), headings: [] }))

describe('an image in the article body', () => {
  it("shows no caption unless the editor wrote one: never the media item's title", () => {
    const html = render(null)
    expect(html).toContain('<img')
    expect(html).not.toContain('<figcaption')
    expect(html).not.toContain('IMG 2041')
  })

  it('shows the caption the editor wrote, under the image and in the lightbox', () => {
    const html = render({ caption: ' Mục Pin trong Cài đặt ' })
    expect(html).toContain('<figcaption>Mục Pin trong Cài đặt</figcaption>')
    expect(html).toContain('data-title="Mục Pin trong Cài đặt"')
    expect(html).not.toContain('IMG 2041')
  })
})

const element = { direction: 'ltr', format: '', indent: 0, version: 1 }
const text = (value: string) => ({
  type: 'text',
  text: value,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})
const cell = (value: string, headerState: number) => ({
  type: 'tablecell',
  headerState,
  children: [{ type: 'paragraph', children: [text(value)], ...element }],
  ...element,
})
const blockNode = (fields: Record<string, unknown>) => ({ type: 'block', fields, format: '', version: 2 })
const renderNodes = (children: unknown[]) =>
  renderToStaticMarkup(
    createElement(ArticleBody, { content: { root: { type: 'root', children, ...element } }, headings: [] }),
  )

describe("the article editor's table and blocks in the article body", () => {
  it('shows a table with its header row as the head, in a box that scrolls by itself and takes the keyboard', () => {
    const html = renderNodes([
      {
        type: 'table',
        children: [
          { type: 'tablerow', children: [cell('Máy', 1), cell('Giá', 1)], ...element },
          { type: 'tablerow', children: [cell('iPhone', 2), cell('20 triệu', 0)], ...element },
        ],
        ...element,
      },
    ])
    expect(html).toContain('<div class="article-table" role="region" aria-label="Bảng')
    expect(html).toContain('tabindex="0"')
    expect(html).toContain('<thead><tr><th scope="col"><p>Máy</p></th><th scope="col"><p>Giá</p></th></tr></thead>')
    expect(html).toContain('<tbody><tr><th scope="row"><p>iPhone</p></th><td><p>20 triệu</p></td></tr></tbody>')
  })

  it('shows an HTML block cleaned again, whatever was stored', () => {
    const html = renderNodes([
      blockNode({ blockType: 'html', html: '<p class="note">Chú ý<script>alert(1)</script></p><img src=x onerror=y>' }),
    ])
    expect(html).toContain('<div class="article-html"><p class="note">Chú ý</p>')
    expect(html).not.toContain('script')
    expect(html).not.toContain('onerror')
  })

  it('shows an embed behind a click, as the builder shows it, and nothing for an address it may not embed', () => {
    const video = renderNodes([
      blockNode({ blockType: 'embed', url: 'https://youtu.be/dQw4w9WgXcQ', videoTitle: 'Mẹo' }),
    ])
    expect(video).toContain('data-embed="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')
    expect(video).toContain('data-behaviour="frameOnClick"')
    expect(video).not.toContain('<iframe')
    const post = renderNodes([blockNode({ blockType: 'embed', url: 'https://x.com/thuthuat/status/1234567890' })])
    expect(post).toContain('builder-social--x')
    expect(post).not.toContain('<iframe')
    expect(renderNodes([blockNode({ blockType: 'embed', url: 'https://example.com/x' })])).toBe(
      '<div class="article-body"></div>',
    )
  })
})
