import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { allBlocks, type BuilderDocument } from '../document'
import { hostilePiece } from '@/lib/hostile-html.fixture'
import { sanitizeLayoutHtml } from './sanitize'

describe('sanitizeLayoutHtml', () => {
  const hostile = '<p>Hi<script>x</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">a</a></p>'
  const clean = '<p>Hi<img src="x" /><a>a</a></p>'
  const html = (id: string, value: unknown = hostile) => ({ type: 'Html', props: { id, html: value } })

  it('cleans Html and Text blocks anywhere in a layout and leaves everything else alone', () => {
    const document = {
      root: { props: { title: '<script>root stays</script>' } },
      content: [
        html('a'),
        {
          type: 'Section',
          props: { id: 's', content: [html('b'), { type: 'Section', props: { id: 's2', content: [html('c')] } }] },
        },
        {
          type: 'Tabs',
          props: {
            id: 't',
            tabs: [
              { title: 'Một', content: [html('d')] },
              { title: 'Hai', content: [] },
            ],
          },
        },
        { type: 'Heading', props: { id: 'x', text: '<script>stays text</script>' } },
      ],
      zones: { 's:footer': [html('e'), { type: 'Section', props: { id: 'z', content: [html('f')] } }] },
    } satisfies BuilderDocument
    const before = JSON.stringify(document)
    const cleaned = sanitizeLayoutHtml(document)
    const htmlBlocks = allBlocks(cleaned).filter((block) => block.type === 'Html')
    expect(htmlBlocks.map((block) => [block.props.id, block.props.html])).toEqual(
      ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => [id, clean]),
    )
    expect(JSON.stringify(cleaned)).not.toMatch(/<script>x|onerror|javascript:/)
    expect(cleaned.content[0].props).toEqual({ id: 'a', html: clean })
    expect(cleaned.content[3]).toEqual(document.content[3])
    expect(cleaned.root).toEqual(document.root)
    expect(JSON.stringify(document)).toBe(before)
  })

  it('cleans rich text, keeping alignment, and turns older plain text into escaped paragraphs', () => {
    const text = (id: string, value: unknown) => ({ type: 'Text', props: { id, text: value, align: 'left' } })
    const cleaned = sanitizeLayoutHtml({
      root: {},
      content: [
        text(
          'rich',
          '<h2 style="text-align: center; color: red">Tiêu đề</h2><p onclick="x()">Xin <strong>chào</strong><script>x</script></p>',
        ),
        text('plain', 'Dòng <b>không phải</b> thẻ?\n\nHai'),
        text('plain-tags', 'Một < hai & ba > bốn'),
        text('missing', undefined),
      ],
    })
    expect(cleaned.content.map((block) => block.props.text)).toEqual([
      '<h2 style="text-align:center">Tiêu đề</h2><p>Xin <strong>chào</strong></p>',
      '<p>Dòng &lt;b&gt;không phải&lt;/b&gt; thẻ?</p><p>Hai</p>',
      '<p>Một &lt; hai &amp; ba &gt; bốn</p>',
      '',
    ])
  })

  it('turns a missing or non-text html prop into nothing', () => {
    const cleaned = sanitizeLayoutHtml({
      root: {},
      content: [html('a', { toString: '<script>' }), { type: 'Html', props: { id: 'b' } }, html('c', ['<script>'])],
    })
    expect(allBlocks(cleaned).map((block) => block.props.html)).toEqual(['', '', ''])
  })

  it('property: no Html or Text block of any layout keeps a script, handler or script URL', () => {
    const leaf = fc.oneof(hostilePiece, fc.string({ maxLength: 8 }))
    const { block } = fc.letrec<{ block: unknown }>((tie) => ({
      block: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        fc.array(leaf, { maxLength: 10 }).map((pieces) => html('h', pieces.join(''))),
        fc
          .array(leaf, { maxLength: 10 })
          .map((pieces) => ({ type: 'Text', props: { id: 'x', text: `<p>${pieces.join('')}` } })),
        fc.array(tie('block'), { maxLength: 3 }).map((content) => ({ type: 'Section', props: { id: 's', content } })),
        fc
          .array(tie('block'), { maxLength: 3 })
          .map((content) => ({ type: 'Tabs', props: { id: 't', tabs: [{ title: 'x', content }] } })),
      ),
    }))
    fc.assert(
      fc.property(fc.array(block, { maxLength: 4 }), (content) => {
        const out = JSON.stringify(sanitizeLayoutHtml({ root: {}, content } as BuilderDocument)).toLowerCase()
        expect(out).not.toMatch(/<script|<[^>]*\son\w+=|(href|src)=\\"\s*javascript:/)
      }),
    )
  })
})
