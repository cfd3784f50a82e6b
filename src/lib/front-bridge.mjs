/**
 * The one bridge between the HTTP front (front/serve.mjs) and the app it serves in the same process (docs/caching.md):
 * the app offers the answers the front makes without a Next.js request (src/instrumentation.ts), the front offers
 * its page cache to the app's cache invalidation (src/cms/cache/invalidate.ts). The front loads this module from the
 * sources and the app from its build, so two copies of it run side by side: they meet in one slot on `globalThis`,
 * stamped with the bridge's version, and a copy of another version (an app built from other sources) is refused
 * loudly. Plain JavaScript: both sides use it; the types are in front-bridge.d.mts.
 */

/** Raised whenever what the two sides hand each other changes shape. */
export const FRONT_BRIDGE_VERSION = 4

const SLOT = Symbol.for('thuthuat.front-bridge')

function bridge() {
  const found = globalThis[SLOT]
  if (!found) {
    const made = { version: FRONT_BRIDGE_VERSION, app: null, pageCache: null }
    globalThis[SLOT] = made
    return made
  }
  if (found.version !== FRONT_BRIDGE_VERSION)
    throw new Error(
      `Front và ứng dụng không cùng phiên bản cầu nối (${found.version} ≠ ${FRONT_BRIDGE_VERSION}): ` +
        'bản build cũ hơn mã nguồn. Hãy chạy lại npm start để build lại.',
    )
  return found
}

/** The app offers the front its answers (once, when the server starts). */
export function offerAppAnswers(answers) {
  bridge().app = answers
}

/** The app's answers, or null before the app has offered them (the front then lets Next.js answer). */
export function appAnswers() {
  return bridge().app
}

/** The front offers the app its page cache, which content changes empty by tag. */
export function offerPageCache(pageCache) {
  bridge().pageCache = pageCache
}

/** The front's page cache, or null outside the front (seed, scripts, integration tests without one). */
export function frontPageCache() {
  return bridge().pageCache
}

/** Takes back the page cache offered (integration tests that stand in for the front). */
export function withdrawPageCache() {
  bridge().pageCache = null
}
