import fs from 'node:fs'
import path from 'node:path'
import { dataDir } from './sites'

/** A mail's quoted-printable text read back: soft line breaks joined, each `=XX` byte decoded as UTF-8. */
const unquote = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8')

/** The mails the site wrote (no SMTP in tests: `.eml` files), to one address, as text. */
export function mailsTo(address: string): string[] {
  const folder = path.join(dataDir, 'mail')
  if (!fs.existsSync(folder)) return []
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => unquote(fs.readFileSync(path.join(folder, name), 'utf8')))
    .filter((mail) => new RegExp(`^(?:To|Reply-To): ${address.replace(/\./g, '\\.')}`, 'm').test(mail))
}
