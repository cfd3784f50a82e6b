import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { shareNetworks } from '@/features/share/logic'
import { popularNetworks, shareSet } from './logic'

describe('share widget networks', () => {
  it('shows the ticked networks in the spec order, and reads the older popular/all choice', () => {
    expect(shareSet(['print', 'facebook', 'myspace'])).toEqual(['facebook', 'print'])
    expect(shareSet([])).toEqual([])
    expect(shareSet('all')).toEqual(shareNetworks)
    expect(shareSet('popular')).toEqual(popularNetworks)
    expect(shareSet(undefined)).toEqual(popularNetworks)
  })

  it('property: only known networks, each once, in the spec order, every ticked one kept', () => {
    const name = fc.oneof(fc.constantFrom(...shareNetworks), fc.string())
    fc.assert(
      fc.property(fc.array(name, { maxLength: 30 }), (ticked) => {
        const shown = shareSet(ticked)
        expect(shown).toEqual(shareNetworks.filter((network) => shown.includes(network)))
        for (const network of shareNetworks) expect(shown.includes(network)).toBe(ticked.includes(network))
      }),
    )
  })
})
