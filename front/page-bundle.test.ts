import { describe, expect, it } from 'vitest'
import type { BehaviourManifest } from '../src/lib/behaviour-bundles.mjs'
import { withPageBundle } from './page-bundle.mjs'

const manifest: BehaviourManifest = {
  bundles: { reading: '/_b/page-reading-R.js', listing: '/_b/page-listing-L.js', shop: '/_b/page-shop-S.js' },
  default: 'reading',
  late: {},
  sheets: { all: '/_b/sheets-AAAAAAAA.css', list: [] },
  weights: {
    bundles: { reading: 12_000, listing: 17_000, shop: 31_000 },
    late: {
      addToCart: { bytes: 2_500, files: 5 },
      loopGrid: { bytes: 2_800, files: 3 },
      loopFilter: { bytes: 3_500, files: 4 },
      cartPage: { bytes: 3_500, files: 6 },
      checkout: { bytes: 5_800, files: 6 },
      addressUnits: { bytes: 15_500, files: 7 },
      captchaForm: { bytes: 1_100, files: 3 },
    },
  },
}
const page = (markers: string[]) =>
  `<html><body>${markers.map((name) => `<div data-behaviour="${name}"></div>`).join('')}` +
  '<script type="module" src="/_b/page-reading-R.js"></script></body></html>'
const scriptOf = (html: string) => /<script type="module" src="([^"]+)">/.exec(html)?.[1]

describe('withPageBundle', () => {
  it('keeps the reading bundle for an article and swaps in the bundle a page with grids or a checkout costs least with', () => {
    expect(scriptOf(withPageBundle(page(['nav', 'toc', 'share', 'form']), manifest))).toBe('/_b/page-reading-R.js')
    expect(scriptOf(withPageBundle(page(['nav', 'loopGrid', 'addToCart', 'loopFilter']), manifest))).toBe(
      '/_b/page-listing-L.js',
    )
    // The account's captcha alone is cheaper late than with the whole shop bundle.
    expect(scriptOf(withPageBundle(page(['nav', 'captchaForm']), manifest))).toBe('/_b/page-reading-R.js')
    expect(scriptOf(withPageBundle(page(['nav', 'checkout', 'addressUnits']), manifest))).toBe('/_b/page-shop-S.js')
  })

  it('leaves a page alone without a manifest, without the bundle script, or when the text only names a marker', () => {
    const html = page(['cartPage'])
    expect(withPageBundle(html, null)).toBe(html)
    const noScript = '<p data-behaviour="cartPage"></p>'
    expect(withPageBundle(noScript, manifest)).toBe(noScript)
    const named =
      '<p>data-behaviour=&quot;cartPage&quot;</p><script type="module" src="/_b/page-reading-R.js"></script>'
    expect(withPageBundle(named, manifest)).toBe(named)
  })
})
