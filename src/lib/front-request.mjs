/**
 * Requests the app makes to its own HTTP front (front/serve.mjs), which sets these variables before Next.js starts:
 * where the front listens, and a token chosen per process that only the front and the app know. Plain JavaScript:
 * both sides use it.
 */

/** The environment variable holding the front's own address (`http://127.0.0.1:{port}`). */
export const FRONT_ORIGIN_ENV = 'THUTHUAT_FRONT_ORIGIN'

/** The environment variable holding the token. */
export const FRONT_TOKEN_ENV = 'THUTHUAT_FRONT_TOKEN'

/**
 * The request header that asks the front for a page together with the cache tags it states (in `x-cache-tags`,
 * which readers never see); its value must be the token. The loop refresh call answers with a part of such a page.
 */
export const PAGE_TAGS_REQUEST_HEADER = 'x-thuthuat-page-tags'
