/**
 * The measurement endpoint (docs/measurement.md, Collection), which every counted page posts its batches to: answered
 * by the app for the front without a Next.js request (src/analytics/cms/front-collect.ts, offered through
 * front-bridge.mjs), and by Payload's route otherwise. Plain JavaScript: both sides use it.
 */

export const COLLECT_PATH = '/api/collect'

/** The largest batch a page sends; the front refuses more before the app reads it. */
export const MAX_BATCH_BYTES = 2048
