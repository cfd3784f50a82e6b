import { execFileSync, spawn } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..', '..')

/** Starts the production site the way `npm start` does, on `port`, and resolves once it answers. */
export async function startSite({ port, dataDir = 'data' }) {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SITE_URL: `http://localhost:${port}` },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  })
  if (child.pid === undefined) throw new Error('the site did not start')
  // Detached: the server leads its own process group, and a signal to the group reaches what it started too.
  const group = -child.pid
  const url = `http://localhost:${port}`
  // A first start seeds the database and builds: minutes, more on a busy machine.
  const deadline = Date.now() + 40 * 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the site stopped with ${child.exitCode}`)
    if (Date.now() > deadline) {
      process.kill(group, 'SIGTERM')
      throw new Error(`the site did not answer on ${url} within 40 minutes`)
    }
    try {
      if ((await fetch(`${url}/robots.txt`)).ok) break
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
  }
  return {
    url,
    /** Resident memory of the server processes, in MiB. */
    memoryMiB() {
      const out = execFileSync('ps', ['-o', 'rss=', '-g', String(child.pid)], { encoding: 'utf8' })
      return (
        out
          .split('\n')
          .filter(Boolean)
          .reduce((sum, kb) => sum + Number(kb), 0) / 1024
      )
    },
    stop() {
      process.kill(group, 'SIGTERM')
    },
    /** Kills the server at once (SIGKILL), as a crash or a power cut would. */
    kill() {
      process.kill(group, 'SIGKILL')
    },
  }
}

/** Requests each path once, so images are optimised and pages cached before measuring. */
export async function warmUp(url, paths) {
  for (const pathname of paths) {
    const html = await (await fetch(url + pathname)).text()
    const images = [...html.matchAll(/(?:src|srcSet|srcset)="([^"]+)"/g)].flatMap((match) =>
      match[1].split(',').map((entry) => entry.trim().split(' ')[0].replaceAll('&amp;', '&')),
    )
    for (const image of new Set(images.filter((src) => src.startsWith('/_next/image')))) {
      await fetch(url + image, { headers: { accept: 'image/avif,image/webp,*/*' } })
    }
  }
}
