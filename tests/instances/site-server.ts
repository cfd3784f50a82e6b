import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { SERVER_NODE_FLAGS } from '../../front/node-flags.mjs'

/** The production site (front/serve.mjs over the build in `.next`) as separate processes, on the database startPayload chose. */
const root = path.resolve(import.meta.dirname, '../..')

export async function until(condition: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) return false
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return true
}

/** Starts the site on `port` and waits until it answers; `stop` ends it. */
export async function startSiteServer(port: number): Promise<{ server: ChildProcess; stop: () => void }> {
  if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID')))
    throw new Error('No production build in .next: run `npm start` or the end-to-end tests first.')
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'front/serve.mjs'], {
    cwd: root,
    // startPayload set DATABASE_URL, DATA_DIR and PAYLOAD_SECRET for this test's database.
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), SITE_URL: `http://localhost:${port}` },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const up = await until(
    () =>
      fetch(`http://localhost:${port}/robots.txt`).then(
        () => true,
        () => false,
      ),
    120_000,
  )
  if (!up) throw new Error(`the site on port ${port} did not answer`)
  return { server, stop: () => server.kill('SIGTERM') }
}
