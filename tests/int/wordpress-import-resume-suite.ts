import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { tsScript } from '../../scripts/lib/ts-script.mjs'
import { rawSql } from '@/server/database/raw-sql'
import { startPayload, type TestDatabase } from './payload'

const FIXTURES = path.resolve('tests/fixtures/wordpress')
/** The export, copied where the CLI may write its CSV report beside it. */
const EXPORT = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'wxr-resume-')), 'export-1.2.xml')
const ARGS = [EXPORT, '--media', path.join(FIXTURES, 'uploads')]

/**
 * Runs the import's CLI on the test's database; with `killAt`, kills it (SIGKILL: no clean-up at all) once its
 * progress line shows that many items done. Resolves with what it printed and how it ended.
 */
function runImport(killAt?: number): Promise<{ output: string; signal: NodeJS.Signals | null; code: number | null }> {
  const child = spawn(process.execPath, [...tsScript('scripts/import-wordpress.ts'), ...ARGS], {
    env: { ...process.env, WORDPRESS_IMPORT_PAUSE_MS: killAt ? '250' : '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString()
    if (killAt && output.includes(`Đã xử lý ${killAt}/`)) child.kill('SIGKILL')
  })
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve({ output, signal, code })))
}

async function totals(payload: Payload) {
  const collections = ['posts', 'pages', 'categories', 'tags', 'authors', 'media'] as const
  const counts = await Promise.all(
    collections.map((collection) => payload.count({ collection, overrideAccess: true }).then((c) => c.totalDocs)),
  )
  return Object.fromEntries(collections.map((collection, index) => [collection, counts[index]]))
}

/**
 * An import killed half-way (SIGKILL, as a crash or `kill -9` would) and run again completes with nothing twice
 * (docs/import.md, Importing, Resuming).
 */
export function wordpressImportResumeSuite(database: TestDatabase) {
  let payload: Payload
  let stop: () => Promise<void>

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload(database))
    fs.copyFileSync(path.join(FIXTURES, 'export-1.2.xml'), EXPORT)
  }, 60_000)

  afterAll(async () => {
    await stop()
    fs.rmSync(path.dirname(EXPORT), { recursive: true, force: true })
  })

  it('continues an import killed half-way, with nothing duplicated', async () => {
    const killed = await runImport(3)
    expect(killed.signal).toBe('SIGKILL')
    // Killed half-way: the posts are in (written together, in one transaction), the pages after them are not.
    const partial = await totals(payload)
    expect(partial.posts).toBeGreaterThan(0)
    expect(partial.posts + partial.pages).toBeLessThan(7)

    const resumed = await runImport()
    expect(resumed.code, resumed.output).toBe(0)
    expect(resumed.output).toMatch(/Bài viết: tìm thấy 5; đã nhập \d; đã có từ lần trước [1-5];/)
    expect(resumed.output).toContain('Đã xử lý 13/13 mục')
    expect(fs.readFileSync(EXPORT.replace(/\.xml$/, '.bao-cao.csv'), 'utf8')).toContain('Bài viết,,Tổng,tìm thấy 5;')
    expect(await totals(payload)).toEqual({ posts: 5, pages: 2, categories: 3, tags: 2, authors: 2, media: 1 })
    const db = await rawSql(payload)
    const rows = await db.rows<{ kind: string; n: number | string }>(
      db.sql`SELECT kind, COUNT(*) AS n FROM wordpress_imports GROUP BY kind ORDER BY kind`,
    )
    expect(Object.fromEntries(rows.map((row) => [row.kind, Number(row.n)]))).toEqual({
      attachment: 1,
      author: 2,
      category: 3,
      nav_menu: 1,
      page: 2,
      post: 5,
      post_tag: 2,
      product_cat: 1,
      product: 1,
      product_tag: 1,
      shop_coupon: 1,
    })
    const slugs = (await payload.find({ collection: 'posts', limit: 20, draft: true, overrideAccess: true })).docs
    expect(slugs.map((post) => post.slug).filter((slug) => /-\d+$/.test(slug ?? ''))).toEqual([])
  }, 60_000)
}
