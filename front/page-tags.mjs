/**
 * What a cached page shows, as tags (src/cms/cache/tags.ts names them): a page states them in its HTML in
 * `<meta name="cache-tags" content="site slug:x …">` markers (one per part of the page that read data), a route
 * handler in an `x-cache-tags` header. The front removes both before storing the page, keeps the tags with the copy,
 * and drops the copies whose tags a content change names. A page that states its tags may be kept even when Next.js
 * renders it on every request (search): it changes only when they do.
 */

export const TAGS_HEADER = 'x-cache-tags'

/** How long a tagged page that Next.js does not mark as shared (rendered per request) may be kept: its tags clear it sooner. */
export const TAGGED_PAGE_SECONDS = 3600

const marker = /<meta name="cache-tags" content="([^"<>]*)"\s*\/?>/g

/** Splits a space-separated tag list; an empty list gives none. */
function parseTags(list) {
  return list.split(/\s+/).filter(Boolean)
}

/**
 * The page without its cache-tag markers and the tags they and the header named, or `tags: null` when the answer
 * states none. `body` is the page's text.
 */
export function takeCacheTags(body, headers = {}) {
  const tags = new Set(parseTags(String(headers[TAGS_HEADER] ?? '')))
  let stated = headers[TAGS_HEADER] !== undefined
  const page = body.replace(marker, (_, list) => {
    stated = true
    for (const tag of parseTags(list)) tags.add(tag)
    return ''
  })
  return { body: page, tags: stated ? [...tags] : null }
}

/** Whether a page stating `tags` must be dropped when `changed` tags change. A page that states no tags is dropped by any change. */
export function isAffected(tags, changed) {
  return tags === null || tags.some((tag) => changed.has(tag))
}
