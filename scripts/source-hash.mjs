import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const inputs = ['src', 'public', 'next.config.ts', 'tsconfig.json', 'package-lock.json']

function* files(entry) {
  if (!fs.existsSync(entry)) return
  if (!fs.statSync(entry).isDirectory()) return yield entry
  for (const name of fs.readdirSync(entry).sort()) yield* files(path.join(entry, name))
}

/** A hash of everything `next build` reads, to know whether the last build is still current. */
export function sourceHash(root) {
  const hash = createHash('sha256')
  for (const input of inputs) {
    for (const file of files(path.join(root, input))) {
      hash.update(path.relative(root, file)).update('\0').update(fs.readFileSync(file)).update('\0')
    }
  }
  return hash.digest('hex')
}
