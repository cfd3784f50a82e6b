import { renderTags } from '@/cms/cache/cached-read'

/**
 * States the cache tags of what this request has read so far, for the page cache in front of Next.js
 * (front/page-tags.mjs), which removes it. Rendered after the reads it covers: by the frame, and by every part of a
 * page that loads data of its own while rendering (post grids, the built-in home page).
 */
export function CacheTags() {
  return <meta name="cache-tags" content={[...renderTags()].sort().join(' ')} />
}
