import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cleanHtml, MAX_HTML_CHARS, sanitizeLayoutHtml } from './sanitize'

describe('HTML allow-list', () => {
  it('keeps text formatting, lists, tables, images and safe links', () => {
    const html = '<h2>Mẹo</h2><p><strong>Đậm</strong> và <a href="https://vi.wikipedia.org">liên kết</a></p><ul><li>Một</li></ul><table><tr><td colspan="2">Ô</td></tr></table><img src="https://example.vn/a.png" alt="Ảnh">'
    expect(cleanHtml(html)).toBe(
      '<h2>Mẹo</h2><p><strong>Đậm</strong> và <a href="https://vi.wikipedia.org">liên kết</a></p><ul><li>Một</li></ul><table><tr><td colspan="2">Ô</td></tr></table><img src="https://example.vn/a.png" alt="Ảnh" />',
    )
  })

  it('drops scripts, event handlers, styles, frames, forms and unsafe URLs', () => {
    expect(cleanHtml('<p>Chào<script>alert(1)</script></p>')).toBe('<p>Chào</p>')
    expect(cleanHtml('<img src="x" onerror="alert(1)">')).toBe('<img src="x" />')
    expect(cleanHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>')
    expect(cleanHtml('<a href="jav&#x61;script:alert(1)">x</a>')).toBe('<a>x</a>')
    expect(cleanHtml('<a href="//evil.example/x">x</a>')).toBe('<a>x</a>')
    expect(cleanHtml('<img src="data:image/png;base64,AAAA">')).toBe('<img />')
    expect(cleanHtml('<img src="http://plain.example/a.png">')).toBe('<img />')
    expect(cleanHtml('<svg><script>alert(1)</script></svg><iframe src="https://x.y"></iframe><style>*{}</style><form><input></form>')).toBe('')
    expect(cleanHtml('<p style="color:red" class="x" id="y">a</p>')).toBe('<p>a</p>')
    expect(cleanHtml(42)).toBe('')
  })

  it('gives links that open a new tab rel="noopener noreferrer", and drops other targets', () => {
    expect(cleanHtml('<a href="https://a.vn" target="_blank" rel="opener">a</a>')).toBe('<a href="https://a.vn" target="_blank" rel="noopener noreferrer">a</a>')
    expect(cleanHtml('<a href="https://a.vn" target="_top">a</a>')).toBe('<a href="https://a.vn">a</a>')
  })

  it('reads at most 50,000 characters', () => {
    expect(cleanHtml('a'.repeat(MAX_HTML_CHARS + 100)).length).toBe(MAX_HTML_CHARS)
  })

  it('property: no script, frame or svg element, and no handler, style or javascript: URL inside a tag', () => {
    const piece = fc.constantFrom('<script>x</script>', '<img src=x onerror=alert(1)>', '<a href="javascript:x">', '<p>', '</p>', 'chữ', '"', "'", '<', '>', '&#x6A;avascript:', '<svg onload=x>', '<iframe>', 'style="x"')
    fc.assert(fc.property(fc.array(piece, { maxLength: 30 }), (pieces) => {
      const out = cleanHtml(pieces.join('')).toLowerCase()
      expect(out).not.toMatch(/<script|<iframe|<svg/)
      // Inside a tag: no handler, no style, no script URL (the same words as plain text are harmless, and escaped).
      expect(out).not.toMatch(/<[^>]*\s(on\w+|style)=/)
      expect(out).not.toMatch(/<[^>]*(href|src)="\s*javascript:/)
    }))
  })

  it('cleans Html blocks anywhere in a layout and leaves other blocks alone', () => {
    const html = (id: string) => ({ type: 'Html', props: { id, html: '<p>Hi<script>x</script></p>' } })
    const document = {
      root: { props: {} },
      content: [
        html('a'),
        { type: 'Section', props: { id: 's', content: [html('b')] } },
        { type: 'Tabs', props: { id: 't', tabs: [{ title: 'Một', content: [html('c')] }] } },
        { type: 'Text', props: { id: 'x', text: '<script>stays text</script>' } },
      ],
    }
    const cleaned = sanitizeLayoutHtml(document)
    expect(JSON.stringify(cleaned).match(/<script>x/g)).toBeNull()
    expect(cleaned.content[0].props).toEqual({ id: 'a', html: '<p>Hi</p>' })
    expect(cleaned.content[3]).toEqual(document.content[3])
    expect(JSON.stringify(document.content[0])).toContain('<script>')
  })
})
