/**
 * The front's check of the Next.js internals it leans on (src/lib/next-internals.mjs): run on the first public page
 * the front serves (not on a page of its own asked at start: the first request decides which of the build's bundles
 * loads Payload, and one asked by the front itself changed that), it names every one that no longer holds, so that a
 * Next.js upgrade that changed one stops the site with a plain message instead of serving pages with the runtime left
 * in or caches that are never dropped.
 */
import { COOKIE_NAME_PRERENDER_BYPASS } from 'next/dist/server/api-utils/index.js'
import { DRAFT_MODE_COOKIE, nextDataCache } from '../src/lib/next-internals.mjs'
import { runtimeLeftIn } from './strip-runtime.mjs'

/** What no longer holds, given an HTML page as the front sent it after Next.js rendered it; empty when all holds. */
export function nextInternalsProblems(servedHtml) {
  const problems = []
  if (COOKIE_NAME_PRERENDER_BYPASS !== DRAFT_MODE_COOKIE)
    problems.push(
      `cookie của chế độ xem trước giờ là "${COOKIE_NAME_PRERENDER_BYPASS}", không còn là "${DRAFT_MODE_COOKIE}"`,
    )
  if (!nextDataCache())
    problems.push(
      'Next.js không còn đặt bộ nhớ đệm dữ liệu (globalThis.__incrementalCache) khi trả lời yêu cầu đầu tiên',
    )
  if (runtimeLeftIn(servedHtml))
    problems.push('trang gửi cho người đọc vẫn còn script của Next.js (front/strip-runtime.mjs)')
  return problems
}

let checked = false

/** Checks once, on the first public page served (as the front sends it); stops the process when something changed. */
export function stopIfNextChanged(servedHtml) {
  if (checked) return
  checked = true
  const problems = nextInternalsProblems(servedHtml)
  if (problems.length === 0) return
  console.error(
    ['Bản Next.js này khác với bản front/serve.mjs được viết cho (src/lib/next-internals.mjs):', ...problems].join(
      '\n  - ',
    ),
  )
  process.exit(1)
}
