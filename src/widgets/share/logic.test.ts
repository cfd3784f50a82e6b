import { describe, expect, it } from 'vitest'
import { shareNetworks } from '@/features/share/logic'
import { shareSet } from './logic'

describe('share widget networks', () => {
  it('offers the popular set by default and all 18 on request', () => {
    expect(shareSet('all')).toEqual(shareNetworks)
    expect(shareSet('<script>')).toEqual(['facebook', 'twitter', 'telegram', 'whatsapp', 'email', 'print'])
    for (const network of shareSet(undefined)) expect(shareNetworks).toContain(network)
  })
})
