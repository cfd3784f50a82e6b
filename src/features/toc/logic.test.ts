import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { assignHeadingIds, buildToc, defaultTocSettings, headingId, isTocMinimized, type TocHeading } from './logic'
import { isValidAnchor } from '../anchors/logic'

const headings: TocHeading[] = [
  { tag: 'h2', text: 'Chuẩn bị' },
  { tag: 'h3', text: 'Kiểm tra pin' },
  { tag: 'h4', text: 'Chi tiết' },
  { tag: 'h2', text: '5 bước chụp màn hình' },
  { tag: 'h2', text: 'Chuẩn bị', id: 'rieng' },
  { tag: 'h3', text: 'Chuẩn bị' },
]

describe('buildToc', () => {
  it('nests headings under the nearest higher one', () => {
    const toc = buildToc(headings, defaultTocSettings)
    expect(toc.map((item) => item.text)).toEqual(['Chuẩn bị', '5 bước chụp màn hình', 'Chuẩn bị'])
    expect(toc[0].children[0].text).toBe('Kiểm tra pin')
    expect(toc[0].children[0].children[0].text).toBe('Chi tiết')
    expect(toc[2].children[0].id).toBe('chuan-bi-2')
  })

  it('lists only the chosen tags, flat when not hierarchical', () => {
    const toc = buildToc(headings, { headings_by_tags: ['h2'], hierarchical_view: false })
    expect(toc.map((item) => item.id)).toEqual(['chuan-bi', 'muc-5-buoc-chup-man-hinh', 'rieng'])
  })

  it('is empty without headings', () => {
    expect(buildToc([], defaultTocSettings)).toEqual([])
  })
})

describe('heading ids', () => {
  it('are unique, valid anchors and stable', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 20 }), (texts) => {
        const list = texts.map((text) => ({ tag: 'h2' as const, text }))
        const ids = assignHeadingIds(list)
        expect(new Set(ids).size).toBe(ids.length)
        for (const id of ids) expect(isValidAnchor(`#${id}`)).toBe(true)
        expect(assignHeadingIds(list)).toEqual(ids)
      }),
    )
  })

  it('avoid ids already taken', () => {
    expect(headingId('Mục', new Set(['muc']))).toBe('muc-2')
  })
})

describe('isTocMinimized', () => {
  it('minimises on the chosen device and smaller ones', () => {
    expect(isTocMinimized(defaultTocSettings, 'mobile')).toBe(true)
    expect(isTocMinimized(defaultTocSettings, 'tablet')).toBe(true)
    expect(isTocMinimized(defaultTocSettings, 'desktop')).toBe(false)
    expect(isTocMinimized({ ...defaultTocSettings, minimize_box: false }, 'mobile')).toBe(false)
  })
})
