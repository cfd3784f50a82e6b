import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { BehaviourManifest } from '../src/lib/behaviour-bundles.mjs'
import { sheetsFile, withPageSheets } from './page-sheets.mjs'

const list = [
  { name: 'carousel', hash: 'CAROUSEL', classes: ['builder-carousel', 'swiper'] },
  { name: 'countdown', hash: 'COUNTDWN', classes: ['builder-countdown'] },
  { name: 'lottie', hash: 'LOTTIE00', classes: ['builder-lottie'] },
]
const all = '/_b/sheets-CAROUSEL-COUNTDWN-LOTTIE00.css'
const manifest = {
  bundles: { reading: '/_b/r.js', listing: '/_b/l.js', shop: '/_b/s.js' },
  default: 'reading',
  late: {},
  weights: { bundles: {}, late: {} },
  sheets: { all, list },
} satisfies BehaviourManifest
const page = (body: string) =>
  `<html><head><link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>` +
  `<link rel="stylesheet" href="${all}" data-precedence="widgets"/></head><body>${body}</body></html>`
const sheetLinks = (html: string) =>
  Array.from(html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g), (match) => match[1]).slice(1)

describe('withPageSheets', () => {
  it('links only the sheets whose classes the page uses, as one file in their order, or none', () => {
    expect(sheetLinks(withPageSheets(page('<article class="article-body"><p>Chữ</p></article>'), manifest))).toEqual([])
    expect(
      sheetLinks(
        withPageSheets(page('<div class="builder-lottie x"></div><div class="y builder-carousel"></div>'), manifest),
      ),
    ).toEqual(['/_b/sheets-CAROUSEL-LOTTIE00.css'])
    const every = page('<i class="swiper"></i><i class="builder-countdown"></i><i class="builder-lottie"></i>')
    expect(withPageSheets(every, manifest)).toBe(every)
  })

  it('reads class attributes only, not words in the text, and leaves a page without the link alone', () => {
    const text = page('<p>Lớp class=&quot;builder-carousel&quot; và builder-countdown</p>')
    expect(sheetLinks(withPageSheets(text, manifest))).toEqual([])
    const bare = '<html><head></head><body class="builder-carousel"></body></html>'
    expect(withPageSheets(bare, manifest)).toBe(bare)
    expect(withPageSheets(text, null)).toBe(text)
  })
})

describe('sheetsFile', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sheets-'))
  fs.writeFileSync(path.join(root, 'sheet-carousel-CAROUSEL.css'), '.builder-carousel{}')
  fs.writeFileSync(path.join(root, 'sheet-countdown-COUNTDWN.css'), '.builder-countdown{}')
  fs.writeFileSync(path.join(root, 'sheet-lottie-LOTTIE00.css'), '.builder-lottie{}')

  it('joins the sheets its address names, in order, as an immutable stylesheet', () => {
    const file = sheetsFile('/_b/sheets-CAROUSEL-LOTTIE00.css', manifest, root)
    expect(file?.body.toString()).toBe('.builder-carousel{}.builder-lottie{}')
    expect(file?.headers).toEqual({
      'content-type': 'text/css; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
    })
  })

  it('serves nothing for an unknown, repeated or reordered sheet, or another address', () => {
    for (const bad of [
      '/_b/sheets-UNKNOWN0.css',
      '/_b/sheets-CAROUSEL-CAROUSEL.css',
      '/_b/sheets-LOTTIE00-CAROUSEL.css',
      '/_b/sheets-.css',
      '/_b/sheets-CAROUSEL.js',
      '/_b/sheets-carousel.css',
    ])
      expect(sheetsFile(bad, manifest, root), bad).toBeNull()
    expect(sheetsFile('/_b/sheets-CAROUSEL.css', null, root)).toBeNull()
  })
})
