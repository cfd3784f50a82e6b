import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type LexicalNode, plainText, walk } from '@/lib/lexical'
import { convertPostContent } from './convert'

const word = fc.constantFrom('Điện', 'thoại', 'pin', 'sạc', 'nhanh', 'Wi‑Fi', 'cài', 'đặt', 'mẹo', 'hay', '2024')
const words = fc.array(word, { minLength: 1, maxLength: 6 })

/** Something executable, put between the pieces of a post. */
const hostile = fc.constantFrom(
  '<script>alert("x")</script>',
  '<SCRIPT src="https://evil.example/x.js"></SCRIPT>',
  '<img onerror="alert(1)">',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<style>body{display:none}</style>',
  '<a href="javascript:alert(1)" onmouseover="alert(2)"></a>',
)

/** A run of text: its words, and its HTML with inline formats, a javascript: link or an event handler around some. */
const text = fc
  .tuple(words, fc.constantFrom('', 'strong', 'em', 'a-js', 'span-on', 'a-site'), fc.option(hostile, { nil: '' }))
  .map(([list, wrap, extra]) => {
    const plain = list.join(' ')
    const html = {
      '': plain,
      strong: `<strong>${plain}</strong>`,
      em: `<em>${plain}</em>`,
      'a-js': `<a href="javascript:alert(1)">${plain}</a>`,
      'span-on': `<span onclick="alert(1)">${plain}</span>`,
      'a-site': `<a href="https://thuthuat.vn/bai-viet/" onclick="x()">${plain}</a>`,
    }[wrap]
    return { words: list, html: `${html} ${extra}` }
  })

/** A block of a post: a paragraph, a heading or a list, with its words in reading order. */
const block = fc.oneof(
  text.map((run) => ({ words: run.words, html: `<p>${run.html}</p>` })),
  fc
    .tuple(text, fc.integer({ min: 2, max: 6 }))
    .map(([run, level]) => ({ words: run.words, html: `<h${level}>${run.html}</h${level}>` })),
  fc.tuple(fc.array(text, { minLength: 1, maxLength: 4 }), fc.constantFrom('ol', 'ul')).map(([items, tag]) => ({
    words: items.flatMap((item) => item.words),
    html: `<${tag}>${items.map((item) => `<li>${item.html}</li>`).join('')}</${tag}>`,
  })),
  hostile.map((html) => ({ words: [] as string[], html })),
)

/** A post: its blocks, as the block editor saves them (each in its comment) or as the classic editor does. */
const post = fc.tuple(fc.array(block, { maxLength: 12 }), fc.boolean()).map(([blocks, blockEditor]) => ({
  words: blocks.flatMap((item) => item.words),
  html: blocks
    .map((item) => (blockEditor ? `<!-- wp:paragraph -->${item.html}<!-- /wp:paragraph -->` : item.html))
    .join('\n\n'),
}))

describe('any post converted', () => {
  it('holds nothing executable and shows all its text, in order', () => {
    fc.assert(
      fc.property(post, ({ words: expected, html }) => {
        const result = convertPostContent({ html, siteUrl: 'https://thuthuat.vn', mediaFor: () => null })
        const stored = JSON.stringify(result.richText)
        expect(stored).not.toMatch(/<\s*script|\bon[a-z]+\s*=|javascript:|alert/i)
        expect(plainText(result.richText).split(/\s+/).filter(Boolean)).toEqual(expected)
        if (/javascript:|onclick|<script/i.test(html)) expect(result.problems.length).toBeGreaterThan(0)
      }),
      { numRuns: 300 },
    )
  })

  /** What each node of our articles may hold, as the editor nests them. */
  const INLINE = ['text', 'linebreak', 'link']
  const HOLDS: Record<string, string[]> = {
    root: ['paragraph', 'heading', 'quote', 'list', 'upload', 'horizontalrule', 'table', 'block'],
    paragraph: INLINE,
    heading: INLINE,
    quote: INLINE,
    link: ['text', 'linebreak'],
    list: ['listitem'],
    listitem: [...INLINE, 'list'],
    table: ['tablerow'],
    tablerow: ['tablecell'],
    tablecell: ['paragraph'],
  }
  /**
   * A node's children that it may not hold, and those left empty, as `parent > child`: only a table's cell may hold an
   * empty paragraph.
   */
  const misplaced = (node: LexicalNode): string[] =>
    (node.children ?? []).flatMap((child) => {
      const wrong = !HOLDS[node.type]?.includes(child.type)
      const empty = 'children' in child && !child.children!.length && node.type !== 'tablecell'
      return [...(wrong ? [`${node.type} > ${child.type}`] : []), ...(empty ? [`${child.type} > nothing`] : [])]
    })

  it('never fails on markup of any shape, and nests only the nodes of our articles as the editor does', () => {
    const piece = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom(
        ...['<p>', '</p>', '<li>', '<ul>', '</ol>', '<table><tr><td>', '<pre>', '</pre>', '<a href="/x">', '</a>'],
        ...['<img src="/wp-content/uploads/a.jpg">', '<figure>', '<figcaption>', '<h2>', '</h3>', '<br>', '\n\n'],
        ...['<!-- wp:list -->', '<!-- /wp:list -->', '<!-- wp:embed {"url":"https://youtu.be/x"} -->', '[caption]'],
        ...['[/caption]', '[gallery ids="1"]', '[embed]', '<blockquote>', '<wp-classic>', '<iframe src="//x">', '<hr>'],
        ...[
          '<th>',
          '<thead>',
          '<!-- wp:html -->',
          '<!-- /wp:html -->',
          '<script>x</script>',
          'https://youtu.be/dQw4w9WgXcQ',
        ],
      ),
    )
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
        const { richText } = convertPostContent({
          html: pieces.join(''),
          siteUrl: 'https://thuthuat.vn',
          mediaFor: ({ attachmentId }) => ({ id: attachmentId ?? 1, url: '/api/media/file/a.jpg' }),
        })
        expect([...walk(richText.root as LexicalNode)].flatMap(misplaced)).toEqual([])
      }),
      { numRuns: 300 },
    )
  })
})
