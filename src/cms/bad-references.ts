import type { BaseDatabaseAdapter } from 'payload'
import { Refusal } from '@/server/refusal'

/** The adapter methods that store documents, versions and globals. */
export const STORING_METHODS = [
  'create',
  'createGlobal',
  'createGlobalVersion',
  'createVersion',
  'updateGlobal',
  'updateGlobalVersion',
  'updateMany',
  'updateOne',
  'updateVersion',
  'upsert',
] as const

/**
 * SQLite's and PostgreSQL's words for "this reference names nothing", "this is not an id of that type" and "no id is
 * that large" (PostgreSQL's ids are 32-bit: 2147483649 as an image's id is out of range there).
 */
const BAD_REFERENCE_CODES = new Set(['SQLITE_CONSTRAINT_FOREIGNKEY', '23503', '22P02', '22003'])

/** SQLite's refusal of a reference to nothing, and its driver's of a value no column can hold (an object as an id). */
const BAD_REFERENCE_MESSAGES =
  /FOREIGN KEY constraint failed|SQLite3 can only bind numbers, strings, bigints, buffers, and null/

/** PostgreSQL's words for a date it cannot read (an empty or malformed `updatedAt`) or cannot hold. */
const BAD_DATE_CODES = new Set(['22007', '22008'])

const BAD_REFERENCE =
  'Một liên kết (chuyên mục, thẻ, tác giả, ảnh…) trỏ tới mục không tồn tại hoặc không phải mã hợp lệ.'
const BAD_DATE = 'Một ngày giờ gửi lên không hợp lệ.'

/**
 * What to tell the client when a database error, or one it was caused by, is about a value it sent: a reference to a
 * row that does not exist, a malformed id, a value of a kind no column holds, or a date the database cannot read
 * (the site's own code stores ids and dates it made itself). Nothing for any other error.
 */
export function clientMistakeIn(error: unknown): string | undefined {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    const { code, message } = cause as { code?: unknown; message?: unknown }
    if (BAD_REFERENCE_CODES.has(String(code)) || BAD_REFERENCE_MESSAGES.test(String(message))) return BAD_REFERENCE
    if (BAD_DATE_CODES.has(String(code))) return BAD_DATE
  }
  return undefined
}

/**
 * Drafts are saved without field validation (Payload's rule), so a draft naming a category, author or image that does
 * not exist, or a text where an id belongs, reached the database and failed there as a 500. The database's refusal
 * is the editor's mistake: answered 400 in Vietnamese, and the request's transaction rolls the whole save back.
 */
export function refuseBadReferences(adapter: BaseDatabaseAdapter): void {
  for (const name of STORING_METHODS) {
    const original = (adapter[name] as (args: unknown) => Promise<unknown>).bind(adapter)
    ;(adapter as unknown as Record<string, unknown>)[name] = async (args: unknown) => {
      try {
        return await original(args)
      } catch (error) {
        const mistake = clientMistakeIn(error)
        if (mistake) throw new Refusal(mistake, 400)
        throw error
      }
    }
  }
}
