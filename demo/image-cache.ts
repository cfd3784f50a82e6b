/**
 * The seed's pictures are drawn again on every new database (each `npm start` on an empty `data/`, each end-to-end
 * run), always to the same bytes: they are kept, by the hash of what draws them, under `node_modules/.cache`
 * (never committed, and it outlives a deleted `data/`). Rasterising is the slow part of the seed; a kept picture is
 * read back instead. A missing or unreadable file is drawn again; files are written whole (renamed into place), so
 * two seeds at once never read half a picture.
 */
import { createHash, randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

const cacheDir = path.resolve(process.cwd(), 'node_modules', '.cache', 'thuthuat-seed-images')

/**
 * The name a picture is kept under: the hash of its SVG document and of everything else its bytes depend on (the
 * encoder's settings, the versions of sharp and of the libraries it rasterises and encodes with).
 */
export function seedImageKey(svg: string, settings: Record<string, string | number>): string {
  const hash = createHash('sha256')
  for (const [name, value] of Object.entries(settings).sort(([a], [b]) => a.localeCompare(b)))
    hash.update(`${name}=${value}\n`)
  return hash.update('\n').update(svg).digest('hex')
}

/** The picture kept under `key`, or `draw`'s, kept for the next seed. */
export async function cachedSeedImage(key: string, draw: () => Promise<Buffer>): Promise<Buffer> {
  const file = path.join(cacheDir, `${key}.jpg`)
  const kept = await fs.readFile(file).catch(() => null)
  if (kept && kept.length > 0) return kept
  const image = await draw()
  const partial = `${file}.${randomUUID()}.part`
  try {
    await fs.mkdir(cacheDir, { recursive: true })
    await fs.writeFile(partial, image)
    await fs.rename(partial, file)
  } catch {
    // A read-only or full disk: the seed goes on, drawing again next time.
    await fs.rm(partial, { force: true }).catch(() => {})
  }
  return image
}
