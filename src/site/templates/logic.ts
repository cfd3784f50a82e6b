/** Which theme template (header, footer, single post, archive) the site uses for a view. Pure. */

import { relationId } from '@/lib/stored-values'
import type { Category } from '@/payload-types'

export const TEMPLATE_KINDS = ['header', 'footer', 'single', 'archive'] as const
export type TemplateKind = (typeof TEMPLATE_KINDS)[number]

export const CONDITION_SCOPES = ['site', 'category', 'post'] as const
export type ConditionScope = (typeof CONDITION_SCOPES)[number]

/** One display condition: include or exclude the whole site, a category (and its posts), or one post. */
export interface TemplateCondition {
  mode: 'include' | 'exclude'
  scope: ConditionScope
  /** The category or post id; unused for the whole site. */
  target?: number | null
}

export interface TemplateCandidate {
  id: number
  kind: TemplateKind
  conditions: TemplateCondition[]
  updatedAt: string
}

/** What is on screen: the post being read, and the categories in play (a post's, or an archive's) with their parents. */
export interface ViewContext {
  postId?: number
  categoryIds: number[]
  /** What popups' display conditions also look at: the kind of page, and the builder page shown. */
  kind?: 'home' | 'post' | 'page' | 'archive'
  pageId?: number
}

/** The more precise a matching condition, the stronger its template: a post beats a category beats the whole site. */
const SPECIFICITY: Record<ConditionScope, number> = { site: 1, category: 2, post: 3 }

export function conditionMatches(condition: TemplateCondition, view: ViewContext): boolean {
  if (condition.scope === 'site') return true
  if (typeof condition.target !== 'number') return false
  return condition.scope === 'post' ? view.postId === condition.target : view.categoryIds.includes(condition.target)
}

/**
 * How strongly a template claims the view: 0 when it does not apply (no include matches, or an exclude does),
 * otherwise the specificity of its most precise matching include.
 */
export function templateStrength(template: TemplateCandidate, view: ViewContext): number {
  const matching = template.conditions.filter((condition) => conditionMatches(condition, view))
  if (matching.some((condition) => condition.mode === 'exclude')) return 0
  return Math.max(0, ...matching.map((condition) => SPECIFICITY[condition.scope]))
}

/** The template of `kind` for the view, or null for the built-in theme. Ties go to the newest change, then the highest id. */
export function pickTemplate<T extends TemplateCandidate>(
  templates: T[],
  kind: TemplateKind,
  view: ViewContext,
): T | null {
  let best: { template: T; strength: number } | null = null
  for (const template of templates) {
    if (template.kind !== kind) continue
    const strength = templateStrength(template, view)
    if (strength === 0) continue
    if (!best || strength > best.strength || (strength === best.strength && isNewer(template, best.template)))
      best = { template, strength }
  }
  return best?.template ?? null
}

function isNewer(a: TemplateCandidate, b: TemplateCandidate): boolean {
  return a.updatedAt === b.updatedAt ? a.id > b.id : a.updatedAt > b.updatedAt
}

export const STICKY_DEVICES = ['desktop', 'tablet', 'mobile'] as const
export type StickyDevice = (typeof STICKY_DEVICES)[number]

/** The CSS classes that make a header sticky on the chosen device modes (media queries in widgets.css). */
export function stickyClasses(devices: unknown): string[] {
  if (!Array.isArray(devices)) return []
  return STICKY_DEVICES.filter((device) => devices.includes(device)).map((device) => `is-sticky-${device}`)
}

/** `theme_template_id={id}` on an archive: the template id to scroll to, or null when absent or malformed. */
export function themeTemplateIdParam(search: string): number | null {
  const value = new URLSearchParams(search).get('theme_template_id')
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null
}

/** A condition row as Payload stores it (relationships by id, or populated) as the rule engine reads it. */
export function conditionFromRow(row: {
  mode: TemplateCondition['mode']
  scope: ConditionScope
  category?: number | { id: number } | null
  post?: number | { id: number } | null
}): TemplateCondition {
  const target = row.scope === 'category' ? row.category : row.scope === 'post' ? row.post : null
  return { mode: row.mode, scope: row.scope, target: relationId(target) }
}

/** The ids of the given categories and of their parents (display conditions match a category's posts and subcategories). */
export function categoryLineage(categories: (number | Category)[] | null | undefined): number[] {
  const ids = (categories ?? []).flatMap((category) => {
    if (typeof category === 'number') return [category]
    const parent = relationId(category.parent)
    return parent ? [category.id, parent] : [category.id]
  })
  return [...new Set(ids)]
}
