import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isValidAnchor } from '@/features/anchors/logic'
import type { Post } from '@/payload-types'
import { pageHeadings, tocHeadings, tocSettings } from './logic'

const heading = (id: string, text: string, level = 'h2') => ({ type: 'Heading', props: { id, text, level } })

describe('table of contents of a builder page', () => {
  it('gives h2–h4 headings, in slots too, unique ids from their text', () => {
    const document = {
      root: { props: {} },
      content: [
        heading('a', 'Cách làm'),
        {
          type: 'Section',
          props: { id: 's', content: [heading('b', 'Cách làm', 'h3'), heading('c', 'Tựa lớn', 'h1')] },
        },
      ],
    }
    expect(pageHeadings(document)).toEqual({
      ids: { a: 'cach-lam', b: 'cach-lam-2' },
      headings: [
        { tag: 'h2', text: 'Cách làm', id: 'cach-lam' },
        { tag: 'h3', text: 'Cách làm', id: 'cach-lam-2' },
      ],
    })
  })

  it('property: ids are unique valid anchors', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 12 }), (texts) => {
        const { headings } = pageHeadings({
          root: { props: {} },
          content: texts.map((text, index) => heading(`h${index}`, text)),
        })
        const ids = headings.map((item) => item.id!)
        expect(new Set(ids).size).toBe(ids.length)
        for (const id of ids) expect(isValidAnchor(`#${id}`)).toBe(true)
      }),
    )
  })

  it('reads its settings within the offered choices', () => {
    expect(tocSettings({ levels: 'h4', marker: 'bullets', minimize: true })).toMatchObject({
      headings_by_tags: ['h2', 'h3', 'h4'],
      marker_view: 'bullets',
      minimize_box: true,
    })
    expect(tocSettings({ levels: '<h9>' })).toMatchObject({
      headings_by_tags: ['h2', 'h3'],
      marker_view: 'numbers',
      minimize_box: false,
    })
  })
})

describe('what a table of contents widget lists', () => {
  const layoutHeadings = {
    ids: { a: 'cach-lam' },
    headings: [{ tag: 'h2' as const, text: 'Cách làm', id: 'cach-lam' }],
  }

  it('lists the article on a single-post template, with the ids its body renders with', () => {
    const block = (type: string, text: string, tag?: string) => ({ type, tag, children: [{ type: 'text', text }] })
    const body = [
      block('paragraph', 'Mở đầu'),
      block('heading', 'Chuẩn bị', 'h2'),
      block('heading', 'Sạc pin', 'h3'),
      block('heading', 'Chuẩn bị', 'h2'),
    ]
    const post = { content: { root: { type: 'root', children: body } } } as unknown as Post
    expect(tocHeadings({ single: { post, related: [] }, headings: layoutHeadings })).toEqual([
      { tag: 'h2', text: 'Chuẩn bị', id: 'chuan-bi' },
      { tag: 'h3', text: 'Sạc pin', id: 'sac-pin' },
      { tag: 'h2', text: 'Chuẩn bị', id: 'chuan-bi-2' },
    ])
  })

  it("lists the layout's own headings elsewhere, nothing without any, and asks for a placeholder without theme data", () => {
    expect(tocHeadings({ headings: layoutHeadings })).toEqual(layoutHeadings.headings)
    expect(tocHeadings({})).toEqual([])
    expect(tocHeadings(null)).toBeNull()
  })
})
