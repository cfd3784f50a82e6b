import { EVERYTHING_TAG } from '../src/lib/everything-tag.mjs'
import { routePath } from './body-limits.mjs'

/**
 * Pictures made by Next.js's image optimizer (`/_next/image`), kept in memory by the front. Next.js keeps them on disk
 * only when it also writes its pages there, which next.config.ts turns off; without this every picture asked for was
 * encoded again (about 160 ms of a core for a phone-sized AVIF), which made every listing page wait for its pictures.
 * A copy is kept per address and format (the optimizer answers AVIF, WebP or the original, by the `Accept` header)
 * and carries EVERYTHING_TAG, so a picture changed or deleted in the admin (which drops everything) is not served
 * again.
 */

const PICTURE_PATH = '/_next/image'

/** Kept pictures: a few hundred phone-sized ones are a few megabytes. */
export const PICTURES_KEPT = 800

/** Whether a request asks for an optimized picture, whole. */
export function asksForPicture(request) {
  return request.method === 'GET' && !request.headers.range && routePath(request.url) === PICTURE_PATH
}

/**
 * Whether a picture's answer may be kept for everyone: asked without a login (the optimizer passes the asker's cookies
 * on to the upload it reads, and the kept copy must be what anyone may see).
 */
export function mayKeepPicture(request) {
  return !request.headers.cookie && !request.headers.authorization
}

/**
 * The format the optimizer answers a browser in, as next.config.ts's `images.formats` orders them: AVIF if the
 * browser accepts it, else WebP, else the upload's own (`original`).
 */
export function pictureFormat(accept) {
  const accepted = new Set(
    String(accept ?? '')
      .split(',')
      .map((range) => range.trim().split(';'))
      .filter(([, ...parameters]) => !parameters.some((parameter) => /^\s*q\s*=\s*0(?:\.0*)?\s*$/.test(parameter)))
      .map(([type]) => type.trim().toLowerCase()),
  )
  return ['image/avif', 'image/webp'].find((type) => accepted.has(type)) ?? 'original'
}

/** The key of a picture's kept copy: the format it is answered in, and its address. */
export function pictureKey(request) {
  return `${pictureFormat(request.headers.accept)} ${request.url}`
}

/** Whether the optimizer's answer is in the format its key says (only then is it kept under that key). */
export function answersInFormat(request, contentType) {
  const format = pictureFormat(request.headers.accept)
  return format === 'original' ? !/^image\/(?:avif|webp)\b/.test(contentType) : contentType === format
}

/** How a picture is kept: public, for every reader, until everything is dropped. */
export const PICTURE_KEEPING = { tags: [EVERYTHING_TAG], public: true }
