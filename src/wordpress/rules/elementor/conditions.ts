/**
 * Elementor Pro's display conditions (`_elementor_conditions`: `include/singular/post`, `exclude/archive/category/5`)
 * as ours (docs/import.md, Theme templates and popups). Pure.
 */

import { text } from './read'
import type { ElementorContext } from './types'

/** One condition row as our templates and popups store it (docs/popups.md, Display conditions). */
export interface ConditionRow {
  mode: 'include' | 'exclude'
  scope: 'site' | 'home' | 'posts' | 'category' | 'post' | 'page' | 'archives'
  category?: number
  post?: number
  page?: number
}

/** Our condition for one of Elementor's, or null (with the reason left to the caller: it is reported). */
function condition(value: string, context: ElementorContext): ConditionRow | null {
  const [mode, group = '', name = '', id = ''] = value.split('/')
  if (mode !== 'include' && mode !== 'exclude') return null
  const oldId = /^\d{1,12}$/.test(id) ? Number(id) : null
  const path = [group, name].filter(Boolean).join('/')
  if (path === 'general') return { mode, scope: 'site' }
  if (path === 'singular/front_page') return { mode, scope: 'home' }
  if (path === 'archive' && oldId === null) return { mode, scope: 'archives' }
  if (path === 'singular/post' || path === 'singular/page') {
    if (oldId === null) return path === 'singular/post' ? { mode, scope: 'posts' } : null
    const ours = context.postFor(oldId)
    if (ours === null) return null
    return path === 'singular/post' ? { mode, scope: 'post', post: ours } : { mode, scope: 'page', page: ours }
  }
  if ((path === 'singular/in_category' || path === 'archive/category') && oldId !== null) {
    const ours = context.categoryFor?.(oldId) ?? null
    return ours === null ? null : { mode, scope: 'category', category: ours }
  }
  return null
}

/** Elementor's condition strings, each with our condition row or null when it has no equivalent, in order. */
export function readConditions(value: unknown, context: ElementorContext) {
  const strings = (Array.isArray(value) ? value : [value]).map((item) => text(item, 200)).filter(Boolean)
  return strings.slice(0, 50).map((source) => ({ source, row: condition(source, context) }))
}
