import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { widgetContainerHtml, withWidgetContainer } from './container'

const grid = (id: string, inner: string) =>
  `<div class="builder-post-grid" data-id="${id}" data-pagination="numbers">${inner}</div>`

describe('cutting a loop widget’s container out of a page', () => {
  it('takes the container with its nested blocks, and nothing after it', () => {
    const inner =
      '<div class="post-grid"><article><div class="card">Pin</div></article></div><div class="loop-pagination"><a href="?e-page-g1=2">2</a></div>'
    const page = `<html><body><div data-id="g0"><p>Khác</p></div>${grid('g1', inner)}<div data-id="g2"></div></body></html>`
    expect(widgetContainerHtml(page, 'g1')).toBe(grid('g1', inner))
    expect(widgetContainerHtml(page, 'g0')).toBe('<div data-id="g0"><p>Khác</p></div>')
  })

  it('finds nothing for an unknown id, a longer id that starts the same, or a container that never closes', () => {
    const page = `<main>${grid('g10', '')}<div data-id="g1"><div>`
    expect(widgetContainerHtml(page, 'g2')).toBeNull()
    expect(widgetContainerHtml(page, 'g')).toBeNull()
    expect(widgetContainerHtml(page, 'g1')).toBeNull()
  })

  it('matches the id as React escapes it, never as markup', () => {
    const page = grid('a&amp;b', 'x') + grid('&quot;&gt;', 'y')
    expect(widgetContainerHtml(page, 'a&b')).toBe(grid('a&amp;b', 'x'))
    expect(widgetContainerHtml(page, '">')).toBe(grid('&quot;&gt;', 'y'))
  })

  it('gives back exactly the container for any nesting of blocks inside it', () => {
    const block: fc.Memo<string> = fc.memo((depth) =>
      depth <= 1
        ? fc.constantFrom('', 'chữ', '<p>đoạn</p>', '<img src="a.webp" alt="">', '<divider></divider>')
        : fc.array(block(depth - 1), { maxLength: 3 }).map((children) => `<div class="b">${children.join('')}</div>`),
    )
    fc.assert(
      fc.property(fc.array(block(4), { maxLength: 4 }), block(3), block(3), (inside, before, after) => {
        const container = grid('loop', inside.join(''))
        expect(widgetContainerHtml(`<body>${before}${container}${after}</body>`, 'loop')).toBe(container)
      }),
    )
  })
})

describe('putting a loop widget’s new container into a page', () => {
  it('replaces only that container, and finds nothing to replace for an unknown id', () => {
    const page = `<main>${grid('g1', '<p>Trang 1</p>')}${grid('g2', '<p>Khác</p>')}</main>`
    expect(withWidgetContainer(page, 'g1', grid('g1', '<p>Trang 2</p>'))).toBe(
      `<main>${grid('g1', '<p>Trang 2</p>')}${grid('g2', '<p>Khác</p>')}</main>`,
    )
    expect(withWidgetContainer(page, 'g3', grid('g3', ''))).toBeNull()
  })

  it('gives a page whose container is the new one and whose rest is unchanged, for any page around it', () => {
    const text = fc.constantFrom('', 'chữ', '<p>đoạn</p>', '<div class="x"><span>y</span></div>', '<img alt="">')
    fc.assert(
      fc.property(
        fc.array(text, { maxLength: 4 }),
        fc.array(text, { maxLength: 4 }),
        fc.array(text, { maxLength: 4 }),
        fc.array(text, { maxLength: 4 }),
        (before, old, next, after) => {
          const [head, tail] = [`<body>${before.join('')}`, `${after.join('')}</body>`]
          const replaced = withWidgetContainer(
            head + grid('loop', old.join('')) + tail,
            'loop',
            grid('loop', next.join('')),
          )
          expect(replaced).toBe(head + grid('loop', next.join('')) + tail)
        },
      ),
    )
  })
})
