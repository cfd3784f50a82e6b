import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { escapeHtml, html, Markup } from './html'

describe('escapeHtml', () => {
  it('escapes the five characters that can end a text or an attribute', () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#x27;y&#x27;',
    )
  })

  it('leaves no tag, quote or bare ampersand, and can be read back to the text (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const escaped = escapeHtml(text)
        expect(escaped).not.toMatch(/[<>"']/)
        expect(escaped).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#x27;)/)
        const decoded = escaped.replace(
          /&(amp|lt|gt|quot|#x27);/g,
          (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'" })[name]!,
        )
        expect(decoded).toBe(text)
      }),
    )
  })
})

describe('html', () => {
  it('escapes values, keeps markup, joins lists and drops null, undefined and false', () => {
    const items = ['a<b', new Markup('<i>c</i>')]
    const markup = html`<p title="${'"x"'}">${items}${null}${undefined}${false}${0}</p>`
    expect(markup.html).toBe('<p title="&quot;x&quot;">a&lt;b<i>c</i>0</p>')
    expect(String(html`<div>${markup}</div>`)).toBe('<div><p title="&quot;x&quot;">a&lt;b<i>c</i>0</p></div>')
  })
})
