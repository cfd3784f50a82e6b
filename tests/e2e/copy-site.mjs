/**
 * Starts one more end-to-end site (playwright.config.ts): copies the first site's data folder, seeded and still empty
 * of test changes, into DATA_DIR — the database through SQLite's `VACUUM INTO`, a consistent copy while the first
 * site runs — then serves the same production build over it. Seeding once and copying takes seconds; a second seed
 * would take minutes.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { SERVER_NODE_FLAGS } from '../../front/node-flags.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const from = path.resolve(root, process.env.COPY_FROM_DATA_DIR)
const to = path.resolve(root, process.env.DATA_DIR)

fs.rmSync(to, { recursive: true, force: true })
fs.mkdirSync(to, { recursive: true })
for (const name of fs.readdirSync(from)) {
  if (name.startsWith('site.db') || name === 'mail') continue
  fs.cpSync(path.join(from, name), path.join(to, name), { recursive: true })
}
const database = createClient({ url: `file:${path.join(from, 'site.db')}` })
await database.execute({ sql: 'VACUUM INTO ?', args: [path.join(to, 'site.db')] })
database.close()

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'front/serve.mjs'], {
  cwd: root,
  env: { ...process.env, NODE_ENV: 'production' },
  stdio: 'inherit',
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
