import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  BEHAVIOUR_BUNDLES,
  bundleCost,
  chooseBundle,
  markedBehaviours,
  REQUEST_COST_BYTES,
} from './behaviour-bundles.mjs'

/** The bundled behaviours, and two that wait for the viewport in none. */
const names = [...new Set([...Object.values(BEHAVIOUR_BUNDLES).flat(), 'form', 'carousel'])]
const bundles = Object.entries(BEHAVIOUR_BUNDLES)

describe('the behaviour bundles', () => {
  it('gives a page the bundle it downloads least with, the first of equals (property)', () => {
    const weight = fc.record({ bytes: fc.nat(40_000), files: fc.integer({ min: 1, max: 9 }) })
    const weights = fc.record({
      bundles: fc.record(Object.fromEntries(bundles.map(([bundle]) => [bundle, fc.nat(40_000)]))),
      late: fc.record(Object.fromEntries(names.map((name) => [name, weight]))),
    })
    fc.assert(
      fc.property(fc.subarray(names), weights, (marked, weighed) => {
        const page = new Set(marked)
        const costs = bundles.map(([bundle]) => bundleCost(bundle, page, weighed))
        const chosen = chooseBundle(page, weighed)
        expect(chosen).toBe(bundles[costs.indexOf(Math.min(...costs))][0])
      }),
    )
  })

  it('counts a behaviour its bundle holds as free, and each one it lacks at its late files and their round trips', () => {
    const weighed = {
      bundles: { reading: 12_000, listing: 20_000, shop: 30_000 },
      late: { loopGrid: { bytes: 2_800, files: 3 }, nav: { bytes: 1_300, files: 3 } },
    }
    expect(bundleCost('reading', new Set(['nav']), weighed)).toBe(12_000 + REQUEST_COST_BYTES)
    expect(bundleCost('reading', new Set(['nav', 'loopGrid']), weighed)).toBe(12_000 + 2_800 + 4 * REQUEST_COST_BYTES)
    expect(bundleCost('listing', new Set(['nav', 'loopGrid']), weighed)).toBe(20_000 + REQUEST_COST_BYTES)
    // A grid alone is cheaper late than with the listing bundle's other behaviours; a grid with its filter is not.
    expect(chooseBundle(new Set(['nav', 'loopGrid']), weighed)).toBe('reading')
    const filtered = { ...weighed, late: { ...weighed.late, loopFilter: { bytes: 3_500, files: 4 } } }
    expect(chooseBundle(new Set(['nav', 'loopGrid', 'loopFilter']), filtered)).toBe('listing')
  })

  it('reads the markers of a page, not words that look like them', () => {
    const html =
      '<nav data-behaviour="nav"></nav><div class="x" data-behaviour="toc" hidden></div>' +
      '<div data-behaviour="toc"></div><p>data-behaviour="cartPage"</p><code>data-behaviour=&quot;checkout&quot;</code>'
    expect(markedBehaviours(html)).toEqual(new Set(['nav', 'toc']))
  })
})
