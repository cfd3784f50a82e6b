import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type PopupCondition, popupFits, POPUP_SCOPES, type PopupView } from './conditions'

const article: PopupView = { kind: 'post', id: 7, categoryIds: [2, 1] }
const home: PopupView = { kind: 'home', categoryIds: [] }
const archive: PopupView = { kind: 'archive', categoryIds: [2, 1] }
const page: PopupView = { kind: 'page', id: 9, categoryIds: [] }

describe('popup display conditions', () => {
  it('shows where an include fits and no exclude does', () => {
    const everywhereButPost7: PopupCondition[] = [
      { mode: 'include', scope: 'site' },
      { mode: 'exclude', scope: 'post', target: 7 },
    ]
    expect([home, article, archive, page].map((view) => popupFits(everywhereButPost7, view))).toEqual([
      true,
      false,
      true,
      true,
    ])
    const iphone: PopupCondition[] = [{ mode: 'include', scope: 'category', target: 2 }]
    expect([home, article, archive, page].map((view) => popupFits(iphone, view))).toEqual([false, true, true, false])
    expect(popupFits([{ mode: 'include', scope: 'page', target: 9 }], page)).toBe(true)
    expect(
      popupFits(
        [
          { mode: 'include', scope: 'posts' },
          { mode: 'exclude', scope: 'category', target: 1 },
        ],
        article,
      ),
    ).toBe(false)
    expect(popupFits([{ mode: 'include', scope: 'category', target: null }], article)).toBe(false)
  })

  it('never shows without an include, and an exclude of the whole site hides it everywhere', () => {
    const condition = fc.record({
      mode: fc.constantFrom('include' as const, 'exclude' as const),
      scope: fc.constantFrom(...POPUP_SCOPES),
      target: fc.option(fc.integer({ min: 1, max: 10 }), { nil: null }),
    })
    const view = fc.record({
      kind: fc.constantFrom('home' as const, 'post' as const, 'page' as const, 'archive' as const, 'other' as const),
      id: fc.integer({ min: 1, max: 10 }),
      categoryIds: fc.array(fc.integer({ min: 1, max: 10 }), { maxLength: 3 }),
    })
    fc.assert(
      fc.property(fc.array(condition, { maxLength: 5 }), view, (conditions, shown) => {
        const excludes = conditions.map((item) => ({ ...item, mode: 'exclude' as const }))
        expect(popupFits(excludes, shown)).toBe(false)
        expect(popupFits([...conditions, { mode: 'exclude', scope: 'site' }], shown)).toBe(false)
        expect(popupFits([...conditions, { mode: 'include', scope: 'site' }], shown)).toBe(
          !conditions.some((item) => item.mode === 'exclude' && popupFits([{ ...item, mode: 'include' }], shown)),
        )
      }),
    )
  })
})
