import type { WxrItem } from './types'

/** An item's meta value for `key` (the first written, as WordPress reads a single value), or null. */
export const metaOf = (item: Pick<WxrItem, 'meta'>, key: string): string | null =>
  item.meta.find((meta) => meta.key === key)?.value ?? null
