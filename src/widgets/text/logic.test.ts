import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { textHtml } from './logic'

describe('textHtml', () => {
  it('turns older plain text into paragraphs, keeping single line breaks', () => {
    expect(textHtml('Một\nhai\n\n  Ba  \r\n\r\nBốn')).toBe('<p>Một<br>hai</p><p>Ba</p><p>Bốn</p>')
    expect(textHtml('')).toBe('')
    expect(textHtml(undefined)).toBe('')
    expect(textHtml(42)).toBe('')
  })

  it('keeps rich text markup as it is (the allow-list cleans it on the server)', () => {
    expect(textHtml('<p>Xin <strong>chào</strong></p>')).toBe('<p>Xin <strong>chào</strong></p>')
    expect(textHtml(' <h2>Mục</h2><ul><li>Một</li></ul>')).toBe(' <h2>Mục</h2><ul><li>Một</li></ul>')
  })

  it('never lets plain text become markup', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        fc.pre(!/^\s*</.test(text))
        const html = textHtml(text)
        const withoutOwnTags = html.replace(/<\/?p>|<br>/g, '')
        expect(withoutOwnTags).not.toMatch(/[<>"']/)
      }),
    )
  })
})
