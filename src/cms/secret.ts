import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { dataDir } from './paths'

/**
 * PAYLOAD_SECRET from the environment, else a random secret kept in data/secret, made on first use,
 * so a new installation never runs with a known default.
 */
export function payloadSecret(): string {
  if (process.env.PAYLOAD_SECRET) return process.env.PAYLOAD_SECRET
  const file = path.join(dataDir, 'secret')
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch {
    fs.mkdirSync(dataDir, { recursive: true })
    const secret = randomBytes(32).toString('hex')
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' })
    return secret
  }
}
