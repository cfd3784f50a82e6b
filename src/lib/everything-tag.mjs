/**
 * The cache tag every kept answer carries, whatever else it shows (src/cms/cache/tags.ts), so dropping it drops
 * everything: a picture changed or deleted, or an instance that may have missed changes. Shared with the front, whose
 * optimized pictures carry it too (front/picture-cache.mjs).
 */
export const EVERYTHING_TAG = 'everything'
