/**
 * How an answer rendered per request tells the page cache in front of Next.js (front/serve.mjs) that it is the same for
 * every reader, so it may be kept until its cache tags change. Next.js sends every such answer `private, no-store`,
 * public or not; without this statement the front never keeps it. Plain JavaScript: both sides use it.
 */

/** The marker a page renders (src/site/PublicPage.tsx); the front removes it. */
export const PUBLIC_PAGE_MARKER = 'cache-public'

/** The header a route handler or the app's own answer sets instead; the front removes it too. */
export const PUBLIC_ANSWER_HEADER = 'x-cache-public'
