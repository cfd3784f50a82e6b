/**
 * Whether an attachment's file is what its name says (docs/import.md, Media): its content, recognised by its first
 * bytes, must be the type its extension names, and one the media library keeps. Pure.
 */

/** The type each extension the media library keeps names. */
const TYPE_OF_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  jpe: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
}

export type MediaTypeCheck =
  | { ok: true; mimeType: string }
  /** An extension the media library does not keep (a PDF, a zip): not imported. */
  | { ok: false; reason: 'unsupported' }
  /** The content is something else than the extension says (a script named `.jpg`). */
  | { ok: false; reason: 'disguised'; found: string }

export const extensionOf = (fileName: string): string => /\.([a-z0-9]+)$/i.exec(fileName)?.[1].toLowerCase() ?? ''

/** Whether the media library keeps files with this name's extension. */
export const isKeptExtension = (fileName: string): boolean => extensionOf(fileName) in TYPE_OF_EXTENSION

/** `detected` is the type recognised from the content, or null when nothing was recognised. */
export function checkMediaType(fileName: string, detected: string | null): MediaTypeCheck {
  const expected = TYPE_OF_EXTENSION[extensionOf(fileName)]
  if (!expected) return { ok: false, reason: 'unsupported' }
  if (detected !== expected) return { ok: false, reason: 'disguised', found: detected ?? 'không rõ' }
  return { ok: true, mimeType: expected }
}

/** The part of an upload's address below `wp-content/uploads/` (`2024/05/anh.jpg`), decoded, or null. */
export function uploadPathOf(address: string): string | null {
  let pathname: string
  try {
    pathname = new URL(address).pathname
  } catch {
    return null
  }
  const at = pathname.indexOf('/wp-content/uploads/')
  if (at < 0) return null
  let relative = pathname.slice(at + '/wp-content/uploads/'.length)
  try {
    relative = decodeURIComponent(relative)
  } catch {
    // Kept as written: a stray `%`.
  }
  const segments = relative.split('/')
  return relative && segments.every((segment) => segment && segment !== '.' && segment !== '..') ? relative : null
}
