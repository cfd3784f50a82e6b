import type { WxrItem } from './types'

/** An item's meta value for `key` (the last one written, as WordPress reads a single value), or null. */
export function metaOf(item: Pick<WxrItem, 'meta'>, key: string): string | null {
  for (let index = item.meta.length - 1; index >= 0; index--)
    if (item.meta[index].key === key) return item.meta[index].value
  return null
}
