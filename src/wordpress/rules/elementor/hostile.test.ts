import { describe, expect, it } from 'vitest'
import { context } from '../../../../tests/fixtures/wordpress/elementor/context'
import { convertElementorLayout, MAX_DEPTH } from './convert'
import { MAX_LAYOUT_CHARS } from './conversion'
import type { Block } from './types'

const heading = (id: string, title: unknown = 'Tiêu đề') => ({
  id,
  elType: 'widget',
  widgetType: 'heading',
  settings: { title },
  elements: [],
})

/** A container holding a container… `depth` deep, a heading at the bottom. */
function nested(depth: number): unknown {
  let element: unknown = heading('day')
  for (let level = depth; level > 0; level--)
    element = { id: `c${level}`, elType: 'container', settings: {}, elements: [element] }
  return [element]
}

describe('hostile Elementor layouts', () => {
  it('cut a tree nested 200 deep at the depth limit, each element left out reported, without overflowing', () => {
    const { document, unmapped } = convertElementorLayout(nested(200), {}, context)
    expect(document.content).toHaveLength(1)
    const tooDeep = unmapped.filter(({ reason }) => reason === 'too-deep')
    expect(tooDeep[0]).toEqual({ elementId: `c${MAX_DEPTH + 2}`, type: 'container', reason: 'too-deep' })
    expect(tooDeep.at(-1)).toEqual({ elementId: 'day', type: 'heading', reason: 'too-deep' })
    expect(tooDeep).toHaveLength(200 - MAX_DEPTH)
  })

  it('converts a tree nested 100,000 deep without recursion running away', () => {
    expect(() => convertElementorLayout(nested(100_000), {}, context)).not.toThrow()
  })

  it('keeps the children of an unknown element type and reports it', () => {
    const { document, unmapped } = convertElementorLayout(
      [{ id: 'x1', elType: 'kit', elements: [heading('h1')] }],
      {},
      context,
    )
    expect(document.content.map((block) => block.props.id)).toEqual(['Heading-h1'])
    expect(unmapped).toEqual([{ elementId: 'x1', type: 'kit', reason: 'unknown-element' }])
  })

  it('keeps an unknown widget with markup as Html, drops one without, and reports both', () => {
    const { document, unmapped } = convertElementorLayout(
      [
        { id: 'w1', elType: 'widget', widgetType: 'alert', settings: { editor: '<p>Lưu ý: sao lưu trước.</p>' } },
        { id: 'w2', elType: 'widget', widgetType: 'google_maps', settings: { address: 'Hà Nội' } },
        { id: 'w3', elType: 'widget', widgetType: 'constructor', settings: {} },
        { id: 'w4', elType: 'widget', widgetType: 'shortcode', settings: { shortcode: '[contact-form-7 id="1"]' } },
      ],
      {},
      context,
    )
    expect(document.content).toEqual([{ type: 'Html', props: { id: 'Html-w1', html: '<p>Lưu ý: sao lưu trước.</p>' } }])
    expect(unmapped).toEqual([
      { elementId: 'w1', type: 'alert', reason: 'unknown-widget' },
      { elementId: 'w2', type: 'google_maps', reason: 'unknown-widget' },
      { elementId: 'w3', type: 'constructor', reason: 'unknown-widget' },
      { elementId: 'w4', type: 'shortcode', reason: 'shortcode', setting: 'shortcode' },
    ])
  })

  it('reads values of the wrong type as missing, and reports what is not an element', () => {
    const { document, unmapped } = convertElementorLayout(
      [
        null,
        'chuỗi',
        { id: 42, elType: 'widget', widgetType: 'heading', settings: 'không phải đối tượng' },
        { id: 'b1', elType: 'widget', widgetType: 'button', settings: { text: ['x'], link: 7 } },
        { id: 's1', elType: 'section', settings: { padding: 'nhiều', background_background: 5 }, elements: {} },
        { id: 'i1', elType: 'widget', widgetType: 'image-carousel', settings: { carousel: 'ảnh', slides_to_show: {} } },
      ],
      [],
      context,
    )
    expect(document.content.map((block) => block.type)).toEqual(['Section'])
    expect(unmapped.slice(0, 2)).toEqual([
      { elementId: '', type: 'null', reason: 'unknown-element' },
      { elementId: '', type: 'string', reason: 'unknown-element' },
    ])
    expect(convertElementorLayout({ elements: [] }, null, context).unmapped).toEqual([
      { elementId: '', type: 'object', reason: 'unknown-element' },
    ])
  })

  it('gives repeated element ids blocks of their own ids', () => {
    const { document } = convertElementorLayout([heading('a'), heading('a'), heading('a')], {}, context)
    expect(document.content.map((block) => block.props.id)).toEqual(['Heading-a', 'Heading-a-2', 'Heading-a-3'])
  })

  it('cuts huge strings and leaves out widgets past the layout size, reported', () => {
    const long = 'Dài '.repeat(500_000)
    const { document, unmapped } = convertElementorLayout(
      [
        heading('h', long),
        ...Array.from({ length: 40 }, (_, index) => ({
          id: `t${index}`,
          elType: 'widget',
          widgetType: 'text-editor',
          settings: { editor: `<p>${'chữ '.repeat(20_000)}</p>` },
        })),
      ],
      {},
      context,
    )
    expect((document.content[0].props.text as string).length).toBeLessThanOrEqual(2_000)
    const texts = document.content.filter((block: Block) => block.type === 'Text')
    expect(texts.length).toBeGreaterThan(0)
    expect(JSON.stringify(document).length).toBeLessThan(MAX_LAYOUT_CHARS + 10_000)
    expect(unmapped.filter(({ reason }) => reason === 'too-large')).toHaveLength(40 - texts.length)
  })

  it('leaves out sections past the layout size too, however empty', () => {
    const column = { elType: 'column', settings: { background_background: 'classic', background_color: '#ffffff' } }
    const sections = Array.from({ length: 1_000 }, (_, index) => ({
      id: `s${index}`,
      elType: 'section',
      elements: Array.from({ length: 1_000 }, (_, at) => ({ ...column, id: `c${index}-${at}` })),
    }))
    const { document, unmapped } = convertElementorLayout(sections, {}, context)
    expect(JSON.stringify(document).length).toBeLessThan(MAX_LAYOUT_CHARS + 10_000)
    expect(unmapped.at(-1)).toEqual({ elementId: 's999', type: 'section', reason: 'too-large' })
  })

  it('reads markup and lists built to be slow in a moment', () => {
    const started = Date.now()
    convertElementorLayout(
      [
        { id: 't', elType: 'widget', widgetType: 'text-editor', settings: { editor: '<a '.repeat(66_000) } },
        { id: 'h', elType: 'widget', widgetType: 'html', settings: { html: '<img src'.repeat(25_000) } },
        {
          id: 'm',
          elType: 'widget',
          widgetType: 'table-of-contents',
          settings: { headings_by_tags: Array.from({ length: 500_000 }, () => 'h3') },
        },
      ],
      {},
      context,
    )
    expect(Date.now() - started).toBeLessThan(1_500)
  })

  it('reports the page settings a reader sees', () => {
    const { unmapped } = convertElementorLayout([], { hide_title: 'yes', template: 'elementor_canvas' }, context)
    expect(unmapped).toEqual([
      { elementId: 'page', type: 'page', reason: 'setting', setting: 'hide_title' },
      { elementId: 'page', type: 'page', reason: 'setting', setting: 'template' },
    ])
  })
})
