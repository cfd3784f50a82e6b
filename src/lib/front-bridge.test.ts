import { afterEach, describe, expect, it } from 'vitest'
import type { AppAnswers } from './front-bridge.mjs'
import {
  FRONT_BRIDGE_VERSION,
  appAnswers,
  frontPageCache,
  offerAppAnswers,
  offerPageCache,
  withdrawPageCache,
} from './front-bridge.mjs'

const slot = Symbol.for('thuthuat.front-bridge')
const slots = globalThis as unknown as Record<symbol, unknown>

const answers: AppAnswers = {
  search: async (s) => (s ? { escapedQuery: s, resultsHtml: '<p>kết quả</p>', tags: ['posts'] } : null),
  loopRefresh: async () => null,
  pagedPage: async () => null,
  cartFragments: async () => null,
  collect: async () => ({ status: 204, headers: {}, body: '' }),
  redirects: async () => [],
  redirectHits: async () => {},
  notFound: async () => {},
  oldAddress: async () => null,
  health: async () => ({ ok: true }),
}

describe('the front bridge', () => {
  afterEach(() => {
    delete slots[slot]
  })

  it('has nothing before either side offers', () => {
    expect(appAnswers()).toBeNull()
    expect(frontPageCache()).toBeNull()
  })

  it('hands the app answers to the front and the page cache to the app', async () => {
    const dropped: string[][] = []
    offerAppAnswers(answers)
    offerPageCache({ invalidate: (tags) => dropped.push(tags) })
    expect(await appAnswers()?.search('pin', null)).toEqual({
      escapedQuery: 'pin',
      resultsHtml: '<p>kết quả</p>',
      tags: ['posts'],
    })
    frontPageCache()?.invalidate(['posts'])
    expect(dropped).toEqual([['posts']])
    withdrawPageCache()
    expect(frontPageCache()).toBeNull()
  })

  it('meets another copy of itself in the same slot (the front from the sources, the app from its build)', () => {
    slots[slot] = { version: FRONT_BRIDGE_VERSION, app: answers, pageCache: null }
    expect(appAnswers()).toBe(answers)
  })

  it('refuses a copy of another version, saying to build again', () => {
    slots[slot] = { version: FRONT_BRIDGE_VERSION + 1, app: answers, pageCache: null }
    expect(() => appAnswers()).toThrow(/npm start để build lại/)
    expect(() => offerPageCache({ invalidate: () => {} })).toThrow(/phiên bản cầu nối/)
  })
})
