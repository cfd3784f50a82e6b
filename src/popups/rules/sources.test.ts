import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { browserOf } from './browsers'
import { referrerSource } from './sources'

describe('referrer source', () => {
  it('knows this site, the search engines (Cốc Cốc too) and everything else', () => {
    const site = 'thuthuat.vn'
    expect(referrerSource('https://www.thuthuat.vn/meo-hay', site)).toBe('internal')
    expect(referrerSource('http://thuthuat.vn', 'www.thuthuat.vn')).toBe('internal')
    // The page's host with its port, as `location.host` gives it on a site served on one.
    expect(referrerSource('http://localhost:3300/thu-nguon', 'localhost:3300')).toBe('internal')
    for (const engine of [
      'https://www.google.com.vn/search?q=pin',
      'https://coccoc.com/search#query=pin',
      'https://duckduckgo.com/?q=x',
      'bing.com/search',
    ]) {
      expect(referrerSource(engine, site), engine).toBe('search')
    }
    for (const other of [
      '',
      'https://facebook.com/',
      'https://thuthuat.vn.evil.test/',
      'https://mygoogle.com/',
      'javascript:alert(1)',
    ]) {
      expect(referrerSource(other, site), other).toBe('external')
    }
  })

  it('never throws and always names one of the three sources', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (referrer, host) => {
        expect(['internal', 'external', 'search']).toContain(referrerSource(referrer, host))
      }),
    )
  })
})

describe('browser of a user agent', () => {
  it('tells apart the browsers that also say "Chrome" or "Safari"', () => {
    const chrome =
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36'
    expect(browserOf(chrome)).toBe('chrome')
    expect(browserOf(`${chrome} Edg/130.0`)).toBe('edge')
    expect(browserOf(`${chrome} OPR/115.0`)).toBe('opera')
    expect(browserOf(chrome.replace('Chrome/130.0', 'SamsungBrowser/26.0 Chrome/122.0'))).toBe('samsung')
    expect(browserOf(chrome.replace('Chrome/130.0', 'coc_coc_browser/130.0 Chrome/130.0'))).toBe('coccoc')
    expect(
      browserOf(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('safari')
    expect(browserOf('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe('firefox')
    expect(browserOf('curl/8.0')).toBeNull()
  })

  it('takes headless Chromium for Chrome, not for the Safari its user agent also names', () => {
    expect(
      browserOf(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/150.0.0.0 Safari/537.36',
      ),
    ).toBe('chrome')
  })
})
