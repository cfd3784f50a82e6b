import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { ThemeData } from '../theme-data'
import { tocConfig } from './config'

const render = (data: Partial<ThemeData>) => {
  const metadata: ThemeData = { siteName: 'Thủ Thuật', categories: [], navigation: { main: [], footer: [] }, ...data }
  const props = { id: 'toc', levels: 'h3', marker: 'numbers', minimize: false, puck: { metadata, isEditing: false } }
  return renderToStaticMarkup(
    tocConfig.render(props as unknown as Parameters<typeof tocConfig.render>[0]) as ReactElement,
  )
}

describe('the table of contents widget', () => {
  it('says so on a page without headings, instead of rendering nothing', () => {
    const html = render({ headings: { ids: {}, headings: [] } })
    expect(html).toContain('aria-labelledby="toc-title"')
    expect(html).toContain('<p class="toc__empty">Không tìm thấy tiêu đề nào trên trang này.</p>')
  })

  it('lists the headings of a page that has some', () => {
    const html = render({
      headings: { ids: { a: 'cach-lam' }, headings: [{ tag: 'h2', text: 'Cách làm', id: 'cach-lam' }] },
    })
    expect(html).toContain('href="#cach-lam"')
    expect(html).not.toContain('toc__empty')
  })
})
