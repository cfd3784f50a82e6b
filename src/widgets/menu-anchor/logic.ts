import { isValidAnchor } from '@/features/anchors/logic'
import { slugify } from '@/lib/vi'

/**
 * The id an editor's anchor name becomes: a leading # dropped, Vietnamese letters folded, spaces → hyphens.
 * Null when the result is not a valid anchor (it must start with a letter or underscore).
 */
export function anchorId(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const id = slugify(value.replace(/^#/, ''))
  return isValidAnchor(`#${id}`) ? id : null
}
