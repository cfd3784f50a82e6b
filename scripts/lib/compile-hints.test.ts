import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { addCompileHints, COMPILE_HINT } from './compile-hints.mjs'

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, text)
}

function referenceManifest(route: string, chunks: string[]) {
  const entry = { entryJSFiles: { [`[project]/src/app${route}`]: chunks } }
  return `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify(entry)};\n`
}

describe('addCompileHints', () => {
  let nextDir: string
  const chunk = (name: string) => path.join(nextDir, 'static', 'chunks', name)

  beforeEach(() => {
    nextDir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'))
    write(path.join(nextDir, 'build-manifest.json'), JSON.stringify({ rootMainFiles: ['static/chunks/main.js'] }))
    write(
      path.join(nextDir, 'server/app/(site)/[slug]/page_client-reference-manifest.js'),
      referenceManifest('/(site)/[slug]/page', ['static/chunks/article.js']),
    )
    write(
      path.join(nextDir, 'server/app/(payload)/admin/page_client-reference-manifest.js'),
      referenceManifest('/(payload)/admin/page', ['static/chunks/admin.js']),
    )
    for (const name of ['main.js', 'article.js', 'admin.js', 'lightbox.js']) write(chunk(name), `console.log(${JSON.stringify(name)})\n`)
  })
  afterEach(() => fs.rmSync(nextDir, { recursive: true, force: true }))

  it('marks the root and site entry scripts once, and leaves admin and lazily loaded chunks alone', () => {
    expect(addCompileHints(nextDir)).toBe(2)
    expect(addCompileHints(nextDir)).toBe(0)
    expect(fs.readFileSync(chunk('main.js'), 'utf8')).toBe(`${COMPILE_HINT}console.log("main.js")\n`)
    expect(fs.readFileSync(chunk('article.js'), 'utf8')).toBe(`${COMPILE_HINT}console.log("article.js")\n`)
    expect(fs.readFileSync(chunk('admin.js'), 'utf8')).toBe('console.log("admin.js")\n')
    expect(fs.readFileSync(chunk('lightbox.js'), 'utf8')).toBe('console.log("lightbox.js")\n')
  })
})
