/** Where loop widgets ask for their filtered posts (docs/routes.md, Loop refresh): the app's route, the front's cache. */
export const LOOP_REFRESH_PATH = '/wp-json/thuthuat-pro/v1/refresh-loop'

/**
 * Where the app offers the front its answer to a builder page's refresh call (src/cms/loops/answer.ts, on
 * `globalThis`), rendered without a Next.js request; the front hands the calls it does not answer to the route.
 */
export const LOOP_ANSWER_GLOBAL = '__thuthuatLoopAnswer'

/**
 * Where the app offers the front a builder page at one of its grids' pages made from the page's kept copy
 * (src/cms/loops/paged-page.server.ts, on `globalThis`), instead of a whole render.
 */
export const PAGED_PAGE_GLOBAL = '__thuthuatPagedPage'
