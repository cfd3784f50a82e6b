import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { wordpressImportScreen as words } from '@/i18n/wordpress-import-screen'
import { wxr } from '@/i18n/wxr'
import { createUser, startPayload } from './payload'
import { logIn, type Rest, restClient } from './rest'

const EXPORT = fs.readFileSync(path.resolve('tests/fixtures/wordpress/export-1.2.xml'))
const START = '/api/wordpress-import/start'

/** A CSV file's text as it is, its byte-order mark included (`text()` drops it). */
const fileOf = async (response: Response) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer())

const refusalOf = async (response: Response) => (await response.json()).errors[0].message as string

/**
 * The admin's "Nhập từ WordPress" endpoints (docs/import.md, From the admin) on SQLite: administrators only, the
 * export streamed to disk and refused whole when it is not one, one import at a time, and its report afterwards.
 */
describe('the WordPress import from the admin', () => {
  let payload: Payload
  let stop: () => Promise<void>
  let dataDir: string
  let rest: Rest
  const tokens: Record<string, string> = {}

  const start = (body: Buffer | string, query: string, role = 'admin', headers: Record<string, string> = {}) =>
    rest('POST', `${START}?${query}`, {
      body,
      token: tokens[role],
      headers: { 'content-type': 'application/xml', ...headers },
    })
  const status = async () => (await rest('GET', '/api/wordpress-import/status', { token: tokens.admin })).json()
  const uploads = () => fs.readdirSync(path.join(dataDir, 'wordpress-import')).filter((name) => name.endsWith('.xml'))
  const posts = async () => (await payload.count({ collection: 'posts', overrideAccess: true })).totalDocs

  beforeAll(async () => {
    ;({ payload, stop, dataDir } = await startPayload('sqlite'))
    rest = restClient(payload)
    for (const role of ['admin', 'editor'] as const) {
      await createUser(payload, `nhap-${role}@example.vn`, [role])
      tokens[role] = await logIn(rest, `nhap-${role}@example.vn`)
    }
  })

  afterAll(async () => stop())

  it('answers only administrators, in Vietnamese', async () => {
    const anonymous = await rest('GET', '/api/wordpress-import/status')
    expect(anonymous.status).toBe(401)
    expect(await refusalOf(anonymous)).toBe(words.refusals.logIn)
    for (const [method, address] of [
      ['GET', '/api/wordpress-import/status'],
      ['GET', '/api/wordpress-import/report'],
    ]) {
      const editor = await rest(method, address, { token: tokens.editor })
      expect(editor.status).toBe(403)
      expect(await refusalOf(editor)).toBe(words.refusals.adminsOnly)
    }
    const editorStart = await start(EXPORT, 'file=export.xml', 'editor')
    expect(editorStart.status).toBe(403)
    expect(await posts()).toBe(0)
  })

  it('refuses a wrong method with 405', async () => {
    const response = await rest('GET', START, { token: tokens.admin })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST')
    expect(await refusalOf(response)).toBe(words.refusals.method('POST'))
  })

  it('shows nothing before the first import, and has no report to download', async () => {
    expect(await status()).toEqual({ state: 'idle' })
    const report = await rest('GET', '/api/wordpress-import/report', { token: tokens.admin })
    expect(report.status).toBe(404)
    expect(await refusalOf(report)).toBe(words.refusals.noReport)
  })

  it('refuses bad files with a clear message and leaves nothing behind', async () => {
    const cases: [Response, number, string][] = [
      [await start('', 'file=export.xml'), 400, words.refusals.noFile],
      [await start(EXPORT, ''), 400, words.refusals.noFile],
      [await start(EXPORT, 'file=export.pdf'), 400, words.refusals.notXml],
      [await start('xin chào, đây không phải XML', 'file=export.xml'), 400, wxr.refusals.notAnExport],
      [await start('<html><body>Trang chủ</body></html>', 'file=export.xml'), 400, wxr.refusals.notAnExport],
      [await start(EXPORT, 'file=export.xml&media=http://trangcu.vn'), 400, words.refusals.badMedia],
      [await start(EXPORT, 'file=export.xml&media=trangcu'), 400, words.refusals.badMedia],
      [
        await start(EXPORT, 'file=export.xml', 'admin', { 'content-length': String(600 * 1024 * 1024) }),
        413,
        words.refusals.tooLarge(512 * 1024 * 1024),
      ],
    ]
    for (const [response, code, message] of cases) {
      expect(response.status).toBe(code)
      expect(await refusalOf(response)).toBe(message)
    }
    expect(uploads()).toEqual([])
    expect(await posts()).toBe(0)
    expect(await status()).toEqual({ state: 'idle' })
  })

  it('imports in the background, one import at a time, then shows the report and gives it as CSV', async () => {
    // An upload a restart left behind, removed by the next start.
    fs.writeFileSync(path.join(dataDir, 'wordpress-import', 'tai-len-bo-lai.xml'), EXPORT)
    const started = await start(EXPORT, 'file=export-1.2.xml')
    expect(started.status).toBe(202)
    expect(await started.json()).toMatchObject({ state: 'running', file: 'export-1.2.xml' })

    const second = await start(EXPORT, 'file=export-1.2.xml')
    expect(second.status).toBe(409)
    expect(await refusalOf(second)).toBe(words.refusals.busy)

    let now = await status()
    for (let waited = 0; now.state === 'running' && waited < 60_000; waited += 200) {
      expect(now.progress.itemsDone).toBeLessThanOrEqual(now.progress.itemsTotal)
      await new Promise((resolve) => setTimeout(resolve, 200))
      now = await status()
    }
    expect(now).toMatchObject({ state: 'done', file: 'export-1.2.xml' })
    expect(now.progress.itemsDone).toBe(now.progress.itemsTotal)
    expect(now.report.counts.post).toEqual({ found: 5, imported: 5, existing: 0, skipped: 0, failed: 0 })
    expect(now.report.counts.nav_menu).toMatchObject({ found: 1, imported: 1 })
    expect(await posts()).toBe(5)
    // The upload is gone; the ended import is kept on disk for a reload after a restart.
    expect(uploads()).toEqual([])
    const kept = JSON.parse(fs.readFileSync(path.join(dataDir, 'wordpress-import', 'last-import.json'), 'utf8'))
    expect(kept).toEqual(now)

    const csv = await rest('GET', '/api/wordpress-import/report', { token: tokens.admin })
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(csv.headers.get('content-disposition')).toMatch(
      /^attachment; filename="bao-cao-nhap-wordpress-\d{4}-\d\d-\d\d\.csv"$/,
    )
    const text = await fileOf(csv)
    expect(text.startsWith('\uFEFFLoại,Mã WordPress,Kết quả,Chi tiết\r\n')).toBe(true)
    expect(text).toContain('Bài viết,,Tổng,tìm thấy 5; đã nhập 5; đã có từ lần trước 0; bỏ qua 0; lỗi 0')
  }, 90_000)

  it('lets the next import start once one has ended: the same file again changes nothing', async () => {
    const again = await start(EXPORT, 'file=export-1.2.xml')
    expect(again.status).toBe(202)
    let now = await status()
    while (now.state === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 200))
      now = await status()
    }
    expect(now.report.counts.post).toEqual({ found: 5, imported: 0, existing: 5, skipped: 0, failed: 0 })
    expect(await posts()).toBe(5)
  }, 90_000)
})
