/** Which background-video format a file's first bytes show, whatever its name claims. Pure. */

import path from 'node:path'

export const VIDEO_MIME_TYPES = ['video/mp4', 'video/webm'] as const
export type VideoMimeType = (typeof VIDEO_MIME_TYPES)[number]

/** The file extensions each accepted video format may carry. */
export const VIDEO_EXTENSIONS: Record<VideoMimeType, readonly string[]> = {
  'video/mp4': ['.mp4', '.m4v'],
  'video/webm': ['.webm'],
}

/** MP4 major brands (ISO base media); image brands such as `avif` and `heic` share the box but are not videos. */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'dash',
  'mmp4',
])
const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3]
/** The EBML DocType element (id 0x4282, a one-byte size) whose value is `webm`. */
const WEBM_DOCTYPE = Buffer.from([0x42, 0x82, 0x84, ...Buffer.from('webm')])

/** `video/mp4` for an `ftyp` box with a video brand, `video/webm` for an EBML header of DocType webm, else null. */
export function videoTypeOf(head: Uint8Array): VideoMimeType | null {
  const bytes = Buffer.from(head.buffer, head.byteOffset, head.byteLength)
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 4, 8) === 'ftyp' &&
    MP4_BRANDS.has(bytes.toString('latin1', 8, 12))
  )
    return 'video/mp4'
  if (EBML_MAGIC.every((byte, index) => bytes[index] === byte) && bytes.subarray(0, 64).includes(WEBM_DOCTYPE))
    return 'video/webm'
  return null
}

/** Whether a file name or a declared type says "video" (so its content must prove it). */
export function claimsVideo(name: string, mimetype: string | undefined): boolean {
  const extension = path.extname(name).toLowerCase()
  return (
    Object.values(VIDEO_EXTENSIONS).some((extensions) => extensions.includes(extension)) ||
    /^video\//i.test(mimetype ?? '')
  )
}

/** The format of a file that claims to be a video, or null when its bytes or its extension disagree. */
export function acceptedVideoType(name: string, head: Uint8Array): VideoMimeType | null {
  const type = videoTypeOf(head)
  return type && VIDEO_EXTENSIONS[type].includes(path.extname(name).toLowerCase()) ? type : null
}
