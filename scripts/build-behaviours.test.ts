import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BEHAVIOUR_BUNDLES, type BehaviourManifest } from '../src/lib/behaviour-bundles.mjs'
import { classesOf, sheetsAddress, WIDGET_SHEETS } from '../src/lib/widget-sheets.mjs'
import { behaviours } from '../src/site/behaviours/registry'
import { buildBehaviours, MEASUREMENT_MODULES, moduleWeight } from './build-behaviours.mjs'

/** A page's first view may load this many scripts (docs/security-and-budgets.md, Budgets: ≤ 10 requests in all). */
const SCRIPTS_PER_PAGE = 1
/** Each bundle's weight, compressed: the reading bundle is what every article loads. */
const BUNDLE_GZIP_BYTES = { reading: 14 * 1024, listing: 19.5 * 1024, shop: 23 * 1024 }
/** The page's measurement, each part with what it imports at once (docs/measurement.md, How a page sends). */
const MEASUREMENT_GZIP_BYTES = 2048

describe('the behaviour bundles', () => {
  let outdir: string
  let manifest: BehaviourManifest
  let outputs: Awaited<ReturnType<typeof buildBehaviours>>['outputs']
  const read = (address: string) => fs.readFileSync(path.join(outdir, path.basename(address)), 'utf8')
  /** The addresses a script imports when it runs (static imports), which the page must fetch before it starts. */
  const staticImports = (code: string) =>
    Array.from(code.matchAll(/(?:import|from)\s*["']([^"']+)["']/g), (match) => match[1]).filter(
      (address) => !code.includes(`import("${address}")`),
    )
  /** The addresses a script imports on demand. */
  const lateImports = (code: string) => Array.from(code.matchAll(/import\("([^"]+)"\)/g), (match) => match[1])

  beforeAll(async () => {
    outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'behaviours-'))
    ;({ manifest, outputs } = await buildBehaviours(outdir))
  }, 60_000)
  afterAll(() => fs.rmSync(outdir, { recursive: true, force: true }))

  it('gives each kind of page one self-contained script within its weight, named by its content', () => {
    expect(Object.keys(manifest.bundles)).toEqual(Object.keys(BEHAVIOUR_BUNDLES))
    for (const [bundle, address] of Object.entries(manifest.bundles)) {
      expect(address).toMatch(new RegExp(`^/_b/page-${bundle}-[A-Z0-9]{8}\\.js$`))
      const code = read(address)
      // Nothing imported at once: a page whose behaviours its bundle holds fetches this one script.
      expect(1 + staticImports(code).length, bundle).toBeLessThanOrEqual(SCRIPTS_PER_PAGE)
      expect(gzipSync(code).length, bundle).toBeLessThanOrEqual(
        BUNDLE_GZIP_BYTES[bundle as keyof typeof BUNDLE_GZIP_BYTES],
      )
    }
  })

  it('holds its kind’s behaviours inside and loads every other from its own late file', () => {
    const names = Object.keys(behaviours)
    expect(Object.keys(manifest.late).toSorted()).toEqual(names.toSorted())
    for (const [bundle, address] of Object.entries(manifest.bundles)) {
      const late = new Set(lateImports(read(address)))
      for (const name of names) {
        const inside = BEHAVIOUR_BUNDLES[bundle as keyof typeof BEHAVIOUR_BUNDLES].includes(name)
        expect(late.has(manifest.late[name]), `${bundle}: ${name}`).toBe(!inside)
      }
      for (const file of late) expect(fs.existsSync(path.join(outdir, path.basename(file))), file).toBe(true)
    }
  })

  it('keeps the libraries out of every bundle, and the whole dictionary out of every script', () => {
    // A behaviour takes its strings from its own small dictionary (src/i18n/carousel.ts …), never all of them.
    for (const [file, output] of Object.entries(outputs)) {
      if (file.endsWith('.js')) expect(Object.keys(output.inputs), file).not.toContain('src/i18n/vi.ts')
    }
    for (const address of Object.values(manifest.bundles)) {
      const [, output] = Object.entries(outputs).find(([file]) => file.endsWith(path.basename(address)))!
      const libraries = Object.keys(output.inputs).filter((input) => input.includes('node_modules/'))
      expect(libraries, address).toEqual([])
    }
  })

  it('writes each widget sheet under its hash, told apart by classes only it defines', () => {
    expect(manifest.sheets.list.map((sheet) => sheet.name)).toEqual(WIDGET_SHEETS.map((sheet) => sheet.name))
    expect(manifest.sheets.all).toBe(sheetsAddress(manifest.sheets.list.map((sheet) => sheet.hash)))
    for (const sheet of manifest.sheets.list) {
      const file = fs.readdirSync(outdir).find((name) => name === `sheet-${sheet.name}-${sheet.hash}.css`)
      expect(file, sheet.name).toBeDefined()
      expect(sheet.classes.length, sheet.name).toBeGreaterThan(0)
      // Every rule names one of the sheet's own classes (or no class): a rule on the site's classes alone would be
      // lost on the pages that do not link the sheet.
      const css = fs.readFileSync(path.join(outdir, file!), 'utf8').replace(/\{[^{}]*\}/g, '{}')
      for (const [, selectors] of css.matchAll(/([^{}]+)\{\}/g)) {
        for (const selector of selectors.split(',')) {
          const classes = [...classesOf(`${selector}{}`)]
          if (classes.length)
            expect(
              classes.some((name) => sheet.classes.includes(name)),
              selector,
            ).toBe(true)
        }
      }
      // The site's own rules (every page loads them) never decide whether a widget's sheet is linked.
      for (const common of ['builder-section', 'builder-section__inner', 'site-header', 'post-card'])
        expect(sheet.classes, sheet.name).not.toContain(common)
    }
  })

  it('keeps the measurement every page carries, and what it loads with consent, within 2 KB each', async () => {
    for (const [part, file] of Object.entries(MEASUREMENT_MODULES))
      expect(await moduleWeight(file), part).toBeLessThanOrEqual(MEASUREMENT_GZIP_BYTES)
    // Only the measurement every page carries is in the bundles; what follows a consenting reader loads late.
    const [, reading] = Object.entries(outputs).find(([file]) =>
      file.endsWith(path.basename(manifest.bundles.reading)),
    )!
    expect(Object.keys(reading.inputs)).toContain(MEASUREMENT_MODULES['every page'])
    expect(Object.keys(reading.inputs)).not.toContain(MEASUREMENT_MODULES['with consent'])
  })

  it("gives the lightbox its stylesheet's hashed address", () => {
    const stylesheet = fs.readdirSync(outdir).find((name) => /^lightbox-[A-Z0-9]{8}\.css$/.test(name))
    expect(stylesheet).toBeDefined()
    const scripts = fs.readdirSync(outdir).filter((name) => name.endsWith('.js'))
    expect(scripts.some((name) => read(name).includes(`/_b/${stylesheet}`))).toBe(true)
  })
})
