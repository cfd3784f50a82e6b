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
