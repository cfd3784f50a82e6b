import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { primaryShareTargets, shareTargets } from '@/features/share/logic'
import { shareSet } from './logic'

describe('share widget targets', () => {
  it('shows the ticked targets in the share bar order, and reads the older popular/all choice', () => {
    expect(shareSet(['print', 'zalo', 'facebook', 'myspace'])).toEqual(['facebook', 'print', 'zalo'])
    expect(shareSet([])).toEqual([])
    expect(shareSet('all')).toEqual(shareTargets)
    expect(shareSet('popular')).toEqual(shareTargets.filter((target) => primaryShareTargets.includes(target)))
    expect(shareSet(undefined)).toEqual(shareSet('popular'))
  })

  it('property: only known targets, each once, in order, every ticked one kept', () => {
    const name = fc.oneof(fc.constantFrom(...shareTargets), fc.string())
    fc.assert(
      fc.property(fc.array(name, { maxLength: 30 }), (ticked) => {
        const shown = shareSet(ticked)
        expect(shown).toEqual(shareTargets.filter((target) => shown.includes(target)))
        for (const target of shareTargets) expect(shown.includes(target)).toBe(ticked.includes(target))
      }),
    )
  })
})
