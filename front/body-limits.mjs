import { COLLECT_PATH, MAX_BATCH_BYTES } from '../src/lib/collect-path.mjs'
import { LOOP_REFRESH_PATH } from '../src/lib/loop-refresh-path.mjs'
import { uploadFileSize } from '../src/lib/upload-size.mjs'
import { maxExportBytes, WORDPRESS_IMPORT_START_PATH } from '../src/lib/wordpress-export-size.mjs'

const KB = 1024
const MB = 1024 * KB

/**
 * The largest request body each route takes, in bytes: the first row whose path (exactly, or as a parent with
 * `under`) and content type match wins. The last row is everything else: JSON documents, the admin's forms and
 * Next.js server actions (whose own limit is 1 MB too).
 */
export const bodyLimits = [
  { path: '/api/button-clicks/track', bytes: 2 * KB },
  // A page's batch of measured events (docs/measurement.md, Collection).
  { path: COLLECT_PATH, bytes: MAX_BATCH_BYTES },
  // A reader's privacy choice: two yes-or-no answers (src/analytics/rules/consent-choice.ts).
  { path: '/api/consent', bytes: KB },
  // An upload carries the file, up to Payload's own limit, and the form's other fields.
  { path: '/api/media', under: true, multipart: true, bytes: uploadFileSize + MB },
  // A WordPress export for the admin's import, sent as it is (docs/import.md, From the admin).
  { path: WORDPRESS_IMPORT_START_PATH, bytes: maxExportBytes },
  // A reader's form submission: its answers and attachments together (each file at most 25 MB, MAX_UPLOAD_MB).
  { path: '/wp-admin/admin-ajax.php', multipart: true, bytes: 30 * MB },
  // A loop's filters and, in the builder, the grid's settings: a few kilobytes.
  { path: LOOP_REFRESH_PATH, bytes: 64 * KB },
  { bytes: MB },
]

/** The request's path without query, repeated or trailing slashes, percent-encoding decoded where valid. */
export function routePath(url) {
  const path = String(url ?? '/')
    .replace(/^[a-z]+:\/\/[^/]*/i, '')
    .split(/[?#]/)[0]
  let decoded = path
  try {
    decoded = decodeURIComponent(path)
  } catch {}
  return decoded.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1')
}

/** The largest body the front lets through to this request's route, in bytes. */
export function bodyLimit(request) {
  const path = routePath(request.url)
  const multipart = /^multipart\/form-data\b/i.test(String(request.headers['content-type'] ?? ''))
  const row = bodyLimits.find(
    (limit) =>
      (!limit.path || path === limit.path || (limit.under && path.startsWith(`${limit.path}/`))) &&
      (!limit.multipart || multipart),
  )
  return row.bytes
}

/** Whether the request announces more than `limit` bytes in its Content-Length. */
export function declaresMoreThan(request, limit) {
  const declared = request.headers['content-length']
  return declared !== undefined && Number(declared) > limit
}

/** A size for visitors: "2 KB", "11 MB". */
export function formatBytes(bytes) {
  return bytes >= MB ? `${Math.round(bytes / MB)} MB` : `${Math.round(bytes / KB)} KB`
}
