/**
 * `npm start`: prepare the database (migrate, seed when empty), build when the sources changed
 * since the last build, then serve the production site on PORT (default 3000). Each step says what it does and
 * how long it usually takes; once the site answers, the first-administrator link is printed again (the build's
 * output has pushed the first one out of sight by then).
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { SERVER_NODE_FLAGS } from '../front/node-flags.mjs'
import { behavioursDir, buildBehaviours } from './build-behaviours.mjs'
import { machineAddresses } from '../src/lib/machine-addresses.mjs'
import { siteUrlFrom } from '../src/lib/site-origin.mjs'
import { firstAdminMessage, startMessages } from './lib/start-messages.mjs'
import { tsScript } from './lib/ts-script.mjs'
import { sourceHash } from './source-hash.mjs'

const root = path.resolve(import.meta.dirname, '..')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
const env = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  PORT: process.env.PORT || '3000',
  // Lets the one-time first-admin link work in the server the link points to; useless once an account exists.
  SETUP_TOKEN: process.env.SETUP_TOKEN || randomBytes(24).toString('base64url'),
}

const began = Date.now()

/** Runs a command to its end; `onMessage` hears what it sends over the IPC channel (prepare.ts). */
function run(command, args, onMessage) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      env,
      stdio: onMessage ? ['inherit', 'inherit', 'inherit', 'ipc'] : 'inherit',
    })
    if (onMessage) child.on('message', onMessage)
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(command)} ${args.join(' ')} exited with ${code}`)),
    )
  })
}

console.log(startMessages.preparing)
let needsFirstAdmin = false
await run(process.execPath, tsScript('scripts/prepare.ts'), (message) => {
  needsFirstAdmin = Boolean(message?.needsFirstAdmin)
})

// Static pages are made from the database at build time: a build is current for one source tree and one content instance.
const dataDir = path.resolve(root, process.env.DATA_DIR ?? 'data')
const instanceFile = path.join(dataDir, 'instance-id')
if (!fs.existsSync(instanceFile)) throw new Error('Chuẩn bị cơ sở dữ liệu chưa hoàn tất (thiếu data/instance-id).')
const instance = fs.readFileSync(instanceFile, 'utf8')
const stamp = path.join(root, '.next', 'BUILD_STAMP')
const hash = `${sourceHash(root)}:${instance}:${process.env.DATABASE_URL ?? ''}`
const built =
  fs.existsSync(stamp) &&
  fs.readFileSync(stamp, 'utf8') === hash &&
  fs.existsSync(path.join(behavioursDir, 'manifest.json'))
if (!built) {
  const buildStarted = Date.now()
  console.log(startMessages.building)
  // First: the layout reads the behaviours' manifest, also in pages made at build time.
  await buildBehaviours()
  // Next.js keeps the data its build read (unstable_cache) on disk and reads it back in the next build, even from
  // another database: pages built for this one would show the other's posts and images.
  fs.rmSync(path.join(root, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true })
  await run(bin('next'), ['build'])
  fs.writeFileSync(stamp, hash)
  console.log(startMessages.built(Date.now() - buildStarted))
}

// `npm run cluster` prepares and builds once, then starts the instances itself (scripts/cluster.mjs).
if (process.argv.includes('--build-only')) process.exit(0)

console.log(startMessages.starting)
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'front/serve.mjs'], {
  cwd: root,
  env,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
})
// The front says when it listens (front/serve.mjs): only then does the link open anything.
server.on('message', (message) => {
  if (!message?.listening) return
  console.log(startMessages.serving(siteUrlFrom(env), Date.now() - began))
  if (needsFirstAdmin) console.log(firstAdminMessage(env, env.SETUP_TOKEN, machineAddresses()))
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
