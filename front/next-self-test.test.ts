import { afterEach, describe, expect, it } from 'vitest'
import { nextInternalsProblems } from './next-self-test.mjs'
import { inDraftMode } from '../src/lib/next-internals.mjs'

const slots = globalThis as { __incrementalCache?: unknown }

const servedPage = [
  '<!DOCTYPE html><html lang="vi"><head><script type="application/ld+json">{"@type":"WebPage"}</script></head>',
  '<body><h1>Không tìm thấy trang</h1><script type="module" src="/_b/page-loader-1.js"></script></body></html>',
].join('')

describe('the start-up check of Next.js internals', () => {
  afterEach(() => {
    delete slots.__incrementalCache
  })

  it('passes on a stripped page once Next.js has put its data cache on globalThis', () => {
    slots.__incrementalCache = { revalidateTag: async () => {} }
    expect(nextInternalsProblems(servedPage)).toEqual([])
  })

  it('names a data cache that Next.js no longer puts on globalThis', () => {
    expect(nextInternalsProblems(servedPage)).toEqual([expect.stringContaining('globalThis.__incrementalCache')])
    slots.__incrementalCache = { revalidate: async () => {} }
    expect(nextInternalsProblems(servedPage)).toHaveLength(1)
  })

  it('takes an article that writes about scripts and flight data for what it is: text', () => {
    slots.__incrementalCache = { revalidateTag: async () => {} }
    const article = servedPage.replace(
      '</h1>',
      '</h1><p>Next.js ghi &lt;script&gt; và self.__next_f.push vào trang.</p>',
    )
    expect(nextInternalsProblems(article)).toEqual([])
  })

  it('names a script tag written in a way the stripping cannot read', () => {
    slots.__incrementalCache = { revalidateTag: async () => {} }
    const unread = servedPage.replace('</body>', '<script src="/_next/static/chunks/x.js" async="">')
    expect(nextInternalsProblems(unread)).toEqual([expect.stringContaining('script của Next.js')])
  })

  it('names runtime the stripping missed: a script of Next.js, or its flight data', () => {
    slots.__incrementalCache = { revalidateTag: async () => {} }
    const withScript = servedPage.replace(
      '</body>',
      '<script src="/_next/static/chunks/main-app.js" async=""></script></body>',
    )
    const withFlight = servedPage.replace('</body>', '<script nonce="n">self.__next_f.push([1,""])</script></body>')
    for (const page of [withScript, withFlight])
      expect(nextInternalsProblems(page)).toEqual([expect.stringContaining('script của Next.js')])
  })
})

describe('inDraftMode', () => {
  it("finds Next.js's draft-mode cookie among others, and only that cookie", () => {
    expect(inDraftMode('a=1; __prerender_bypass=abc; b=2')).toBe(true)
    expect(inDraftMode('__prerender_bypass=abc')).toBe(true)
    expect(inDraftMode('x__prerender_bypass=abc')).toBe(false)
    expect(inDraftMode(undefined)).toBe(false)
  })
})
