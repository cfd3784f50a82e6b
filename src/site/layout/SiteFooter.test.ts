import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { Navigation } from '@/payload-types'
import { SiteFooter } from './SiteFooter'

describe('SiteFooter', () => {
  it('ends, like every footer, with the privacy settings link (docs/measurement.md, Consent)', () => {
    const html = renderToStaticMarkup(
      createElement(SiteFooter, {
        siteName: 'Thủ Thuật Điện Thoại',
        navigation: { footer: [] } as unknown as Navigation,
        categories: [],
      }),
    )
    expect(html).toMatch(
      /<p class="site-footer__privacy container"><a href="\/quyen-rieng-tu" data-privacy-settings="">Cài đặt quyền riêng tư<\/a><\/p><\/footer>$/,
    )
  })
})
