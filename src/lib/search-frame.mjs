/**
 * Search answers without a page render per query. The search page is rendered once per content version as a frame:
 * the whole page with slots where the query and the results go. The HTTP front (front/serve.mjs) keeps that frame and
 * answers a new query by filling it with the query and a results fragment the app renders as text
 * (src/content/views/search/answer.ts, offered through front-bridge.mjs). Plain JavaScript: both sides use it.
 */

/** The request header that asks the search page for its frame; its value must be the front's token (front-request.mjs). */
export const SEARCH_FRAME_HEADER = 'x-thuthuat-search-frame'

/** Stands for the query in the frame (title, heading, search box): letters and dashes, which no escaping changes. */
export const SEARCH_QUERY_SLOT = 'thuthuat-search-query-slot'

/** Stands for the results in the frame. */
export const SEARCH_RESULTS_SLOT = '<!--thuthuat-search-results-->'

/** Whether a page is a usable frame: one results slot (the query slots may be anywhere, or nowhere). */
export function isSearchFrame(page) {
  return page.split(SEARCH_RESULTS_SLOT).length === 2
}

/**
 * The page for one query: every query slot of the frame replaced by the query (already escaped for HTML), and its
 * results slot by the results. Slots are read from the frame only: nothing in the query or the results is taken for one.
 */
export function fillSearchFrame(frame, escapedQuery, resultsHtml) {
  const [before, after] = frame.split(SEARCH_RESULTS_SLOT)
  const fill = (part) => part.split(SEARCH_QUERY_SLOT).join(escapedQuery)
  return fill(before) + resultsHtml + fill(after)
}
