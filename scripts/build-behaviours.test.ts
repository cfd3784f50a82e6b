import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { behaviours } from '../src/site/behaviours/registry'
import { buildBehaviours } from './build-behaviours.mjs'

describe('the behaviour bundle', () => {
  let outdir: string
  let manifest: { loader: string }
  const read = (address: string) => fs.readFileSync(path.join(outdir, path.basename(address)), 'utf8')

  beforeAll(async () => {
    outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'behaviours-'))
    ;({ manifest } = await buildBehaviours(outdir))
  }, 60_000)
  afterAll(() => fs.rmSync(outdir, { recursive: true, force: true }))

  it('has a loader of at most 2 KB compressed with what it imports at once, named by its content', () => {
    expect(manifest.loader).toMatch(/^\/_b\/page-loader-[A-Z0-9]{8}\.js$/)
    const loader = read(manifest.loader)
    const atOnce = [...loader.matchAll(/import"\.\/(chunk-[A-Z0-9]+\.js)"/g)].map((match) => read(match[1]))
    expect(gzipSync([loader, ...atOnce].join('')).length).toBeLessThanOrEqual(2048)
  })

  it('keeps every behaviour out of the loader, each in chunks it imports on demand', () => {
    const loader = read(manifest.loader)
    const chunks = [...loader.matchAll(/import\("\.\/(chunk-[A-Z0-9]+\.js)"\)/g)].map((match) => match[1])
    // One chunk per behaviour of the registry.
    expect(new Set(chunks).size).toBe(Object.keys(behaviours).length)
    for (const chunk of chunks) expect(fs.existsSync(path.join(outdir, chunk))).toBe(true)
  })

  it("gives the lightbox its stylesheet's hashed address", () => {
    const stylesheet = fs.readdirSync(outdir).find((name) => /^lightbox-[A-Z0-9]{8}\.css$/.test(name))
    expect(stylesheet).toBeDefined()
    const chunks = fs.readdirSync(outdir).filter((name) => name.endsWith('.js'))
    expect(chunks.some((name) => read(name).includes(`/_b/${stylesheet}`))).toBe(true)
  })
})
