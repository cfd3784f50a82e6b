import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { ThemeData } from '../theme-data'
import { Root } from './Root'

const site = {
  siteName: 'Thủ Thuật Điện Thoại',
  categories: [],
  navigation: { main: [], footer: [] },
} as unknown as ThemeData
const render = (metadata: ThemeData) =>
  renderToStaticMarkup(createElement(Root, { metadata, children: createElement('p', null, 'Nội dung') }))

describe('Root', () => {
  it('shows a popup in the builder in its frame: width, height, position, overlay and close button', () => {
    const html = render({
      ...site,
      popupFrame: { width: 480, height: 300, position: 'bottom', overlay: false, close_button_position: 'outside' },
    })
    expect(html).toMatch(
      /^<div class="popup-canvas popup-canvas--bottom popup-canvas--no-overlay"><div class="popup__frame" style="width:480px;height:300px">/,
    )
    expect(html).toContain('<button type="button" class="popup__close popup__close--outside" aria-label="Đóng cửa sổ"')
    expect(html).toContain('<div class="popup__body"><div class="builder-page"><p>Nội dung</p></div></div>')
  })

  it('gives a popup without settings the defaults: 640 px wide, centred over the dimmed page, a close button inside', () => {
    const html = render({ ...site, popupFrame: {} })
    expect(html).toMatch(
      /^<div class="popup-canvas popup-canvas--center"><div class="popup__frame" style="width:640px">/,
    )
    expect(html).toContain('popup__close--inside')
    expect(render({ ...site, popupFrame: { close_button: false } })).not.toContain('popup__close')
  })

  it('ends a footer template with the privacy settings link every footer carries', () => {
    const html = render({ ...site, template: { id: 7, kind: 'footer', sticky: [] } } as unknown as ThemeData)
    expect(html).toBe(
      '<footer class="site-footer theme-footer" data-template-id="7"><div class="builder-page"><p>Nội dung</p></div>' +
        '<p class="site-footer__privacy container">' +
        '<a href="/quyen-rieng-tu" data-privacy-settings="">Cài đặt quyền riêng tư</a></p></footer>',
    )
  })

  it('keeps a page a page', () => {
    expect(render(site)).toBe('<div class="builder-page"><p>Nội dung</p></div>')
  })
})
