/**
 * `npm run crash-test`: no acknowledged write is lost when the server dies. Starts the production site on its own
 * data folder, streams post creations from an editor account, kills the server with SIGKILL mid-stream, then checks
 * the SQLite file (`PRAGMA integrity_check`) and that every write answered 2xx is stored; restarts and repeats.
 * `CRASH_RUNS` (default 5) runs; exits non-zero when any run loses a write or the file is damaged.
 */
import fs from 'node:fs'
import { startSite } from './lib/site-process.mjs'
import { openSqliteFile } from './lib/sqlite-file.mjs'

const dataDir = 'data/crash-test'
const runs = Number(process.env.CRASH_RUNS ?? 5)
const writers = 4
const editor = { email: 'crash-test@thuthuat.test', password: 'Mat-khau-thu-sap-2026' }
process.env.SETUP_TOKEN = 'crash-test-setup-token'
fs.rmSync(dataDir, { recursive: true, force: true })

/** The first administrator, made through the one-time link, then the session token. */
async function signIn(url) {
  const login = () =>
    fetch(`${url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(editor),
    })
  let response = await login()
  if (!response.ok) {
    const link = await fetch(`${url}/admin/first-user?token=${process.env.SETUP_TOKEN}`, { redirect: 'manual' })
    const cookie = link.headers.get('set-cookie').split(';')[0]
    const created = await fetch(`${url}/api/users/first-register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(editor),
    })
    if (!created.ok) throw new Error(`first-register answered ${created.status}`)
    response = await login()
  }
  return (await response.json()).token
}

/** Creates posts one after another until the server stops answering; returns the titles it acknowledged. */
async function writeUntilDown(url, token, prefix) {
  const acknowledged = []
  for (let index = 0; ; index++) {
    const title = `${prefix} ${index}`
    try {
      const response = await fetch(`${url}/api/posts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
        body: JSON.stringify({ title, excerpt: 'Bài ghi thử khi máy chủ bị tắt đột ngột.', _status: 'published' }),
      })
      if (response.ok) acknowledged.push(title)
      else if (response.status >= 500) throw new Error(`${title}: ${response.status} ${await response.text()}`)
    } catch (error) {
      if (error instanceof TypeError) return acknowledged // connection refused or reset: the server is gone
      throw error
    }
  }
}

const results = []
for (let run = 1; run <= runs; run++) {
  const site = await startSite({ port: Number(process.env.CRASH_PORT ?? 3300), dataDir })
  const token = await signIn(site.url)
  const streams = Array.from({ length: writers }, (_, writer) =>
    writeUntilDown(site.url, token, `Lần ${run} luồng ${writer}`),
  )
  const killAfter = 1000 + Math.round(Math.random() * 2000)
  await new Promise((resolve) => setTimeout(resolve, killAfter))
  site.kill()
  const acknowledged = (await Promise.all(streams)).flat()

  const db = openSqliteFile(dataDir)
  // SQLite answers text, 'ok' or the problems found: anything else counts as a problem too.
  const integrity = (await db.execute('PRAGMA integrity_check')).rows
    .map((row) => (typeof row.integrity_check === 'string' ? row.integrity_check : '?'))
    .join(', ')
  const stored = new Set(
    (await db.execute({ sql: 'SELECT title FROM posts WHERE title LIKE ?', args: [`Lần ${run} %`] })).rows.map(
      (row) => row.title,
    ),
  )
  db.close()
  const lost = acknowledged.filter((title) => !stored.has(title))
  results.push({
    run,
    'killed after ms': killAfter,
    acknowledged: acknowledged.length,
    stored: stored.size,
    lost: lost.length,
    integrity,
  })
  console.log(
    `Lần ${run}: ${acknowledged.length} lần ghi được xác nhận, ${stored.size} có trong cơ sở dữ liệu, mất ${lost.length}; integrity_check: ${integrity}`,
  )
}
console.table(results)
const failed = results.filter((result) => result.lost > 0 || result.integrity !== 'ok')
console.log(
  failed.length
    ? `${failed.length}/${runs} lần mất dữ liệu hoặc hỏng tệp.`
    : `${runs}/${runs} lần không mất lần ghi nào.`,
)
process.exit(failed.length ? 1 : 0)
