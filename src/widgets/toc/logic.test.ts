import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isValidAnchor } from '@/features/anchors/logic'
import { pageHeadings, tocSettings } from './logic'

const heading = (id: string, text: string, level = 'h2') => ({ type: 'Heading', props: { id, text, level } })

describe('table of contents of a builder page', () => {
  it('gives h2–h4 headings, in slots too, unique ids from their text', () => {
    const document = {
      root: { props: {} },
      content: [heading('a', 'Cách làm'), { type: 'Section', props: { id: 's', content: [heading('b', 'Cách làm', 'h3'), heading('c', 'Tựa lớn', 'h1')] } }],
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
    fc.assert(fc.property(fc.array(fc.string(), { maxLength: 12 }), (texts) => {
      const { headings } = pageHeadings({ root: { props: {} }, content: texts.map((text, index) => heading(`h${index}`, text)) })
      const ids = headings.map((item) => item.id!)
      expect(new Set(ids).size).toBe(ids.length)
      for (const id of ids) expect(isValidAnchor(`#${id}`)).toBe(true)
    }))
  })

  it('reads its settings within the offered choices', () => {
    expect(tocSettings({ levels: 'h4', marker: 'bullets', minimize: true })).toMatchObject({ headings_by_tags: ['h2', 'h3', 'h4'], marker_view: 'bullets', minimize_box: true })
    expect(tocSettings({ levels: '<h9>' })).toMatchObject({ headings_by_tags: ['h2', 'h3'], marker_view: 'numbers', minimize_box: false })
  })
})
