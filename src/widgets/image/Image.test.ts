import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Image } from './Image'

const image = {
  id: 3,
  url: '/api/media/file/pin.webp',
  alt: 'Biểu tượng pin',
  width: 1600,
  height: 900,
  title: 'Pin',
  description: '',
}

describe('Image', () => {
  it('links the picture to its file for the lightbox, unless zooming is off', () => {
    expect(renderToStaticMarkup(createElement(Image, { image, caption: '' }))).toMatch(
      /<a href="\/api\/media\/file\/pin.webp" data-lightbox-item="[^"]*"/,
    )
    const plain = renderToStaticMarkup(createElement(Image, { image, caption: 'Chú thích', zoom: false }))
    expect(plain).not.toContain('<a ')
    expect(plain).toContain('alt="Biểu tượng pin"')
    expect(plain).toContain('<figcaption>Chú thích</figcaption>')
  })
})
