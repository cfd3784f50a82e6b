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

/** SQLite's and PostgreSQL's words for "this reference names nothing" and "this is not an id of that type". */
const BAD_REFERENCE_CODES = new Set(['SQLITE_CONSTRAINT_FOREIGNKEY', '23503', '22P02'])

/** SQLite's refusal of a reference to nothing, and its driver's of a value no column can hold (an object as an id). */
const BAD_REFERENCE_MESSAGES = /FOREIGN KEY constraint failed|SQLite3 can only bind numbers, strings, bigints, buffers, and null/

/**
 * Whether a database error, or one it was caused by, is a reference to a row that does not exist, a malformed id or
 * a value of a kind no column holds: all sent by the client, since the site's own code stores ids.
 */
export function isBadReference(error: unknown): boolean {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    const { code, message } = cause as { code?: unknown; message?: unknown }
    if (BAD_REFERENCE_CODES.has(String(code)) || BAD_REFERENCE_MESSAGES.test(String(message))) return true
  }
  return false
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
        if (isBadReference(error)) throw new Refusal('Một liên kết (chuyên mục, thẻ, tác giả, ảnh…) trỏ tới mục không tồn tại hoặc không phải mã hợp lệ.', 400)
        throw error
      }
    }
  }
}
