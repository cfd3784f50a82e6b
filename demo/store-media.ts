/**
 * Stores the seed's drawn pictures as media documents, a few at a time, while the seed goes on.
 *
 * Storing a picture is mostly image work (Payload reads the JPEG and makes its WebP thumbnail: a tenth of a second of
 * one core each). Inside a transaction that work would hold this process's SQLite write lock
 * (src/server/database/sqlite-writes.ts), so the seed's pictures would be stored strictly one after another; they are
 * stored without one, one picture per core at a time. A picture is one document and its files: a seed stopped
 * half-way is refused whole by the next start (scripts/prepare.ts), so nothing needs rolling back.
 */
import os from 'node:os'
import { Semaphore } from 'async-mutex'
import type { Payload } from 'payload'
import type { SeedImage } from './types'

/** The texts a stored picture carries. */
export type MediaTexts = Pick<SeedImage, 'alt' | 'title' | 'description'>

const storing = new Semaphore(os.availableParallelism())

/** Stores the picture `drawing` gives under `name`.jpg, with `texts`; resolves to the media document's id. */
async function storeMedia(
  payload: Payload,
  texts: MediaTexts,
  name: string,
  drawing: Promise<Buffer>,
): Promise<number> {
  const data = await drawing
  return storing.runExclusive(async () => {
    const media = await payload.create({
      collection: 'media',
      data: { alt: texts.alt, title: texts.title, description: texts.description },
      file: { data, mimetype: 'image/jpeg', name: `${name}.jpg`, size: data.length },
      disableTransaction: true,
      depth: 0,
    })
    return media.id
  })
}

/**
 * Starts storing a picture that is awaited later, in the order asked (the limit is first come, first served). A
 * failure is reported where it is awaited, not by ending the process first.
 */
export function storeAhead(
  payload: Payload,
  texts: MediaTexts,
  name: string,
  drawing: Promise<Buffer>,
): Promise<number> {
  const stored = storeMedia(payload, texts, name, drawing)
  stored.catch(() => {})
  return stored
}
