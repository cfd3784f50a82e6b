import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  allBlocks,
  builderDocumentProblem,
  emptyBuilderDocument,
  hasBlocks,
  hasHeadingOne,
  MAX_BUILDER_DOCUMENT_CHARS,
  readBuilderDocument,
} from './document'

const heading = { type: 'Heading', props: { id: 'Heading-1', text: 'Xin chào', level: 'h2' } }

describe('builderDocumentProblem', () => {
  it('accepts the empty document, a missing layout and a document with blocks', () => {
    expect(builderDocumentProblem(emptyBuilderDocument)).toBeNull()
    expect(builderDocumentProblem(undefined)).toBeNull()
    expect(builderDocumentProblem({ root: { props: { title: 'Liên hệ' } }, content: [heading] })).toBeNull()
  })

  it('refuses wrong shapes with a Vietnamese reason', () => {
    for (const bad of [
      'chuỗi',
      [],
      { content: [] },
      { root: { props: {} }, content: {} },
      { root: { props: {} }, content: [{ type: 'Heading', props: {} }] },
      { root: { props: {} }, content: [{ type: '<script>', props: { id: 'x' } }] },
    ]) {
      expect(builderDocumentProblem(bad)).toMatch(/^Bố cục không hợp lệ/)
    }
  })

  it('refuses a layout over the size limit', () => {
    const big = {
      root: { props: {} },
      content: [{ type: 'Text', props: { id: 't', text: 'a'.repeat(MAX_BUILDER_DOCUMENT_CHARS) } }],
    }
    expect(builderDocumentProblem(big)).toMatch(/quá lớn/)
  })

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const problem = builderDocumentProblem(value)
        expect(problem === null || typeof problem === 'string').toBe(true)
      }),
    )
  })
})

describe('hasBlocks', () => {
  it('holds for a layout with a block anywhere (content, slots, zones), not for an empty or unreadable one', () => {
    const text = { type: 'Text', props: { id: 't', text: 'Chào bạn' } }
    expect(hasBlocks({ root: { props: {} }, content: [text] })).toBe(true)
    expect(hasBlocks({ root: { props: {} }, content: [], zones: { 'a:b': [text] } })).toBe(true)
    for (const empty of [
      emptyBuilderDocument,
      { root: { props: {} }, content: [], zones: { 'a:b': [] } },
      null,
      undefined,
      'x',
      { content: [text] },
    ]) {
      expect(hasBlocks(empty)).toBe(false)
    }
  })
})

describe('hasHeadingOne', () => {
  it('finds an h1 heading at the top or inside a section slot, and nothing else', () => {
    const h1 = { type: 'Heading', props: { id: 'h', text: 'Liên hệ', level: 'h1' } }
    expect(hasHeadingOne({ root: { props: {} }, content: [h1] })).toBe(true)
    expect(
      hasHeadingOne({ root: { props: {} }, content: [{ type: 'Section', props: { id: 's', content: [h1] } }] }),
    ).toBe(true)
    expect(hasHeadingOne({ root: { props: {} }, content: [heading] })).toBe(false)
    expect(hasHeadingOne(emptyBuilderDocument)).toBe(false)
    expect(
      hasHeadingOne({ root: { props: {} }, content: [{ type: 'AnimatedHeadline', props: { id: 'a', level: 'h1' } }] }),
    ).toBe(true)
    expect(
      hasHeadingOne({ root: { props: {} }, content: [{ type: 'AnimatedHeadline', props: { id: 'a', level: 'p' } }] }),
    ).toBe(false)
  })
})

describe('readBuilderDocument', () => {
  it('keeps a valid layout and turns anything else into the empty document', () => {
    const layout = { root: { props: {} }, content: [heading] }
    expect(readBuilderDocument(layout)).toEqual(layout)
    for (const bad of [null, undefined, 'x', { content: [] }])
      expect(readBuilderDocument(bad)).toEqual(emptyBuilderDocument)
  })
})

describe('allBlocks', () => {
  it('lists blocks in the content, in named zones, in slots and in slots of list items, depth first', () => {
    const text = (id: string) => ({ type: 'Text', props: { id } })
    const document = {
      root: { props: {} },
      content: [
        {
          type: 'Section',
          props: { id: 's1', content: [text('t1'), { type: 'Section', props: { id: 's2', content: [text('t2')] } }] },
        },
        { type: 'Tabs', props: { id: 'tabs', tabs: [{ title: 'Một', content: [text('t5')] }] } },
        text('t3'),
      ],
      zones: { 'old:zone': [text('t4')] },
    }
    expect(allBlocks(document).map((block) => block.props.id)).toEqual([
      's1',
      't1',
      's2',
      't2',
      'tabs',
      't5',
      't3',
      't4',
    ])
  })
})
