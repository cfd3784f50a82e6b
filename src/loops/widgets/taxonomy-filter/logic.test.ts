import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readFilters } from '@/loops/rules/url'
import { chosenTerms, dragScrollStep, filterButtons, taxonomyFilterSettings } from './logic'

const terms = [
  { slug: 'iphone', name: 'iPhone' },
  { slug: 'android', name: 'Android' },
  { slug: 'meo-hay', name: 'Mẹo hay' },
]
const settings = (props: Record<string, unknown> = {}) => taxonomyFilterSettings({ target: 'g1', ...props }, 'Tất cả')
const paramsOf = (href: string) => new URL(href, 'https://thuthuat.test').searchParams

describe('the taxonomy filter’s settings', () => {
  it('reads what the builder stores, with safe defaults', () => {
    expect(taxonomyFilterSettings({}, 'Tất cả')).toEqual({
      target: '',
      taxonomy: 'category',
      termIds: [],
      allLabel: 'Tất cả',
      multiple: false,
      logicalJoin: 'AND',
    })
    expect(
      taxonomyFilterSettings(
        {
          target: ' g1 ',
          taxonomy: 'post_tag',
          terms: [{ term: { id: 4, name: 'Pin' } }, { term: { id: 4 } }, { term: null }, 9],
          allLabel: ' Mọi thẻ ',
          multiple: true,
          logicalJoin: 'OR',
        },
        'Tất cả',
      ),
    ).toEqual({
      target: 'g1',
      taxonomy: 'post_tag',
      termIds: [4, 9],
      allLabel: 'Mọi thẻ',
      multiple: true,
      logicalJoin: 'OR',
    })
    // One term at a time is AND, whatever was stored.
    expect(taxonomyFilterSettings({ logicalJoin: 'OR' }, 'Tất cả').logicalJoin).toBe('AND')
  })
})

describe('the taxonomy filter’s buttons', () => {
  it('presses “all” when nothing is chosen, and links each term to its filtered address', () => {
    const buttons = filterButtons('/?e-page-g1=3', settings(), terms)
    expect(buttons.map((button) => [button.slug, button.pressed, button.href])).toEqual([
      ['__all', true, '/'],
      ['iphone', false, '/?e-filter-g1-category=iphone'],
      ['android', false, '/?e-filter-g1-category=android'],
      ['meo-hay', false, '/?e-filter-g1-category=meo-hay'],
    ])
  })

  it('single choice: another term replaces the chosen one, the chosen one again clears it', () => {
    const buttons = filterButtons('/?e-filter-g1-category=iphone&e-page-g2=2', settings(), terms)
    expect(buttons.map((button) => [button.slug, button.pressed, button.href])).toEqual([
      ['__all', false, '/?e-page-g2=2'],
      ['iphone', true, '/?e-page-g2=2'],
      ['android', false, '/?e-page-g2=2&e-filter-g1-category=android'],
      ['meo-hay', false, '/?e-page-g2=2&e-filter-g1-category=meo-hay'],
    ])
  })

  it('multiple choice: terms add up with the chosen join, and leave one by one', () => {
    const or = filterButtons('/meo?e-filter-g1-category=iphone', settings({ multiple: true, logicalJoin: 'OR' }), terms)
    expect(or[2].href).toBe('/meo?e-filter-g1-category=iphone~android')
    expect(or[1].href).toBe('/meo')
    const and = filterButtons('/meo?e-filter-g1-category=iphone+android', settings({ multiple: true }), terms)
    expect(and.map((button) => button.pressed)).toEqual([false, true, true, false])
    expect(and[3].href).toBe('/meo?e-filter-g1-category=iphone+android+meo-hay')
    expect(and[1].href).toBe('/meo?e-filter-g1-category=android')
  })

  it('keeps the grid’s filters in other taxonomies', () => {
    const buttons = filterButtons('/?e-filter-g1-post_tag=pin', settings(), terms)
    expect(readFilters(paramsOf(buttons[1].href), 'g1')).toEqual({
      post_tag: { terms: ['pin'], logicalJoin: 'AND' },
      category: { terms: ['iphone'], logicalJoin: 'AND' },
    })
  })

  it('for any choice, each button’s address chooses exactly what pressing it would', () => {
    const slugs = terms.map((term) => term.slug)
    fc.assert(
      fc.property(
        fc.subarray(slugs),
        fc.boolean(),
        fc.constantFrom('AND' as const, 'OR' as const),
        (chosen, multiple, logicalJoin) => {
          const picked = multiple ? chosen : chosen.slice(0, 1)
          const current = settings({ multiple, logicalJoin })
          const address = picked.length
            ? `/?e-filter-g1-category=${picked.join(current.logicalJoin === 'OR' ? '~' : '+')}`
            : '/'
          for (const button of filterButtons(address, current, terms)) {
            const after = chosenTerms(paramsOf(button.href), current)
            if (button.slug === '__all') expect(after).toEqual([])
            else if (picked.includes(button.slug))
              expect(after).toEqual(multiple ? picked.filter((slug) => slug !== button.slug) : [])
            else expect(after).toEqual(multiple ? [...picked, button.slug] : [button.slug])
            expect(button.pressed).toBe(button.slug === '__all' ? !picked.length : picked.includes(button.slug))
          }
        },
      ),
    )
  })
})

describe('dragging the filter bar', () => {
  it('scrolls 5 px against the pointer once it has moved more than 20 px', () => {
    expect(dragScrollStep(100, 120)).toBe(0)
    expect(dragScrollStep(100, 80)).toBe(0)
    expect(dragScrollStep(100, 121)).toBe(-5)
    expect(dragScrollStep(100, 79)).toBe(5)
    expect(dragScrollStep(100, Number.NaN)).toBe(0)
  })
})
