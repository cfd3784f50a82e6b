import { isSearchFrame } from '../src/lib/search-frame.mjs'

/** The key the search frame is kept under, beside the search pages (never a URL: those start with "/"). */
export const FRAME_KEY = 'search-frame'

/**
 * The search frame the front fills for each new query (src/lib/search-frame.mjs): kept in `cache` with the tags its
 * page stated, so a content change drops it like any page; `render` asks Next.js for it again (it stores the answer
 * under FRAME_KEY). Concurrent requests wait for one render. Null when no usable frame comes back: the front then lets
 * Next.js render the page as before.
 */
export class SearchFrames {
  constructor(cache, render) {
    this.cache = cache
    this.render = render
    this.rendering = null
  }

  async frame() {
    const kept = this.cache.get(FRAME_KEY)
    if (!kept) {
      this.rendering ??= Promise.resolve()
        .then(this.render)
        .catch(() => {})
        .finally(() => (this.rendering = null))
      await this.rendering
    }
    const entry = kept ?? this.cache.get(FRAME_KEY)
    if (!entry) return null
    entry.text ??= entry.body.toString('utf8')
    return isSearchFrame(entry.text) ? entry : null
  }
}
