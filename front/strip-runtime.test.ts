import { describe, expect, it } from 'vitest'
import { runtimeLeftIn, stripRuntime } from './strip-runtime.mjs'

/** The shape of a Next.js 16 answer for an article: runtime scripts, preloads, flight data, and the page's own data. */
const article = [
  '<!DOCTYPE html><html lang="vi" dir="ltr"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/css/site.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack-1.js"/>',
  '<link rel="modulepreload" href="/_next/static/chunks/app.js"/>',
  '<link rel="preload" as="image" href="/_next/image?url=a.webp"/>',
  '<script src="/_next/static/chunks/4bd1b696.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<title>Cách chụp màn hình – Thủ Thuật</title><meta name="description" content="a &gt; b"/>',
  '<script type="application/ld+json">{"@type":"Article","headline":"x \\u003c/script\\u003e"}</script>',
  '</head><body class="site-body"><main id="main"><h1>Cách chụp màn hình</h1><p>Nội dung</p></main>',
  '<script id="thuthuat-frontend-config" type="application/json">{"postId":12}</script>',
  '<span hidden="" data-behaviour="toc"></span>',
  '<script type="module" src="/_b/page-loader-ABC.js"></script>',
  '<script type="speculationrules">{"prefetch":[]}</script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n2:I[\\"x\\",[\\"/_next/x.js\\"]]\\n"])</script>',
  '<script nonce=\'n\'>self.__next_f.push([1,"<script>"])</script>',
  '</body></html>',
].join('')

describe('stripRuntime', () => {
  const stripped = stripRuntime(article)

  it('takes out every Next.js script, its flight data and its script preloads', () => {
    expect(stripped).not.toContain('/_next/static/chunks')
    expect(stripped).not.toContain('__next_f')
    expect(stripped).not.toMatch(/<script(?![^>]*(?:application\/(?:ld\+)?json|speculationrules|src="\/_b\/))/)
  })

  it('keeps the page: head, text, styles, image preloads, structured data, the post configuration and the loader', () => {
    for (const kept of [
      '<title>Cách chụp màn hình – Thủ Thuật</title>',
      '<meta name="description" content="a &gt; b"/>',
      '<link rel="stylesheet" href="/_next/static/css/site.css" data-precedence="next"/>',
      '<link rel="preload" as="image" href="/_next/image?url=a.webp"/>',
      '<script type="application/ld+json">{"@type":"Article","headline":"x \\u003c/script\\u003e"}</script>',
      '<script id="thuthuat-frontend-config" type="application/json">{"postId":12}</script>',
      '<main id="main"><h1>Cách chụp màn hình</h1><p>Nội dung</p></main>',
      '<span hidden="" data-behaviour="toc"></span>',
      '<script type="module" src="/_b/page-loader-ABC.js"></script>',
      '<script type="speculationrules">{"prefetch":[]}</script>',
    ])
      expect(stripped).toContain(kept)
  })

  it('sees the runtime in the page Next.js renders and none in the stripped page', () => {
    expect(runtimeLeftIn(article)).toBe(true)
    expect(runtimeLeftIn(stripped)).toBe(false)
  })

  it('changes nothing else, and nothing on a second pass', () => {
    expect(stripped.startsWith('<!DOCTYPE html><html lang="vi" dir="ltr"><head><meta charSet="utf-8"/>')).toBe(true)
    expect(stripped.endsWith('</body></html>')).toBe(true)
    expect(stripRuntime(stripped)).toBe(stripped)
    expect(stripRuntime('<p>Không có script</p>')).toBe('<p>Không có script</p>')
  })

  it('reads attributes however they are quoted and cased', () => {
    expect(stripRuntime(`<SCRIPT TYPE='application/ld+json'>{}</SCRIPT>`)).toBe(
      `<SCRIPT TYPE='application/ld+json'>{}</SCRIPT>`,
    )
    expect(stripRuntime('<script type=module src=/_b/x-1.js></script>')).toBe(
      '<script type=module src=/_b/x-1.js></script>',
    )
    expect(stripRuntime('<script type="text/javascript" data-x="a>b">alert(1)</script><p>x</p>')).toBe('<p>x</p>')
    expect(stripRuntime('<script src="/_b.evil.js"></script>')).toBe('')
  })
})
