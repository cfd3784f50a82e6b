import { describe, expect, it } from 'vitest'
import { SEARCH_QUERY_SLOT, SEARCH_RESULTS_SLOT } from '../src/lib/search-frame.mjs'
import { PageCache } from './page-cache.mjs'
import { FRAME_KEY, SearchFrames } from './search-frame.mjs'

const page = { 'content-type': 'text/html; charset=utf-8' }
const frameText = `<h1>${SEARCH_QUERY_SLOT}</h1>${SEARCH_RESULTS_SLOT}`

/** A frame source that stores what Next.js would answer, counting renders. */
function renderer(cache: PageCache, text = frameText) {
  const calls = { count: 0 }
  const render = async () => {
    calls.count++
    await new Promise((resolve) => setTimeout(resolve, 5))
    cache.set(FRAME_KEY, 200, page, Buffer.from(text), { tags: ['site', 'posts'], public: true })
  }
  return { calls, render }
}

describe('SearchFrames', () => {
  it('renders the frame once for concurrent searches, then answers from the cache', async () => {
    const cache = new PageCache()
    const { calls, render } = renderer(cache)
    const frames = new SearchFrames(cache, render)
    const answers = await Promise.all([frames.frame(), frames.frame(), frames.frame()])
    expect(answers.map((frame) => frame?.text)).toEqual([frameText, frameText, frameText])
    await frames.frame()
    expect(calls.count).toBe(1)
  })

  it('renders it again once a change drops it, and not for an unrelated change', async () => {
    const cache = new PageCache()
    const { calls, render } = renderer(cache)
    const frames = new SearchFrames(cache, render)
    await frames.frame()
    cache.invalidate(['slug:bai-khac'])
    await frames.frame()
    expect(calls.count).toBe(1)
    cache.invalidate(['site'])
    expect(await frames.frame()).not.toBeNull()
    expect(calls.count).toBe(2)
  })

  it('gives nothing when the page is not a frame or the render fails, and tries again next time', async () => {
    const cache = new PageCache()
    const notAFrame = new SearchFrames(cache, renderer(cache, '<h1>Lỗi</h1>').render)
    expect(await notAFrame.frame()).toBeNull()
    let attempts = 0
    const failing = new SearchFrames(new PageCache(), async () => {
      attempts++
      throw new Error('máy chủ bận')
    })
    expect(await failing.frame()).toBeNull()
    expect(await failing.frame()).toBeNull()
    expect(attempts).toBe(2)
  })
})
