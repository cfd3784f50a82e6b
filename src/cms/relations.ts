import type { Category, Media } from '@/payload-types'

/** A relationship read at depth ≥ 1 is an object; at depth 0 it is only an id. Pure, safe in client code. */

export function asMedia(value: number | Media | null | undefined): Media | null {
  return value && typeof value === 'object' ? value : null
}

export function asCategory(value: number | Category | null | undefined): Category | null {
  return value && typeof value === 'object' ? value : null
}

/** The ids of the given categories and of their parents (display conditions match a category's posts and subcategories). */
export function categoryLineage(categories: (number | Category)[] | null | undefined): number[] {
  const ids = (categories ?? []).flatMap((category) => {
    if (typeof category === 'number') return [category]
    const parent = category.parent
    return parent ? [category.id, typeof parent === 'number' ? parent : parent.id] : [category.id]
  })
  return [...new Set(ids)]
}
