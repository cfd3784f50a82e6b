/**
 * Which theme template (header, footer, single post, archive) the site uses for a view: of the templates whose display
 * conditions fit it, the most precise (docs/popups.md, Display conditions). Pure.
 */
import {
  conditionMatches,
  conditionsFit,
  type DisplayCondition,
  type DisplayScope,
  type DisplayView,
} from '../display-conditions/logic'

export const TEMPLATE_KINDS = ['header', 'footer', 'single', 'archive'] as const
export type TemplateKind = (typeof TEMPLATE_KINDS)[number]

/** The scopes a template's conditions may name (docs/popups.md, Display conditions). */
export const TEMPLATE_SCOPES = ['site', 'category', 'post'] as const satisfies readonly DisplayScope[]
export type TemplateScope = (typeof TEMPLATE_SCOPES)[number]

export interface TemplateCandidate {
  id: number
  kind: TemplateKind
  conditions: DisplayCondition<TemplateScope>[]
  updatedAt: string
}

/** The more precise a matching condition, the stronger its template: a post beats a category beats the whole site. */
const SPECIFICITY: Record<TemplateScope, number> = { site: 1, category: 2, post: 3 }

/**
 * How strongly a template claims the view: 0 when its conditions do not fit it (no include matches, or an exclude
 * does), otherwise the specificity of its most precise matching include.
 */
export function templateStrength(template: TemplateCandidate, view: DisplayView): number {
  if (!conditionsFit(template.conditions, view)) return 0
  const matching = template.conditions.filter((condition) => conditionMatches(condition, view))
  return Math.max(...matching.map((condition) => SPECIFICITY[condition.scope]))
}

/** The template of `kind` for the view, or null for the built-in theme. Ties go to the newest change, then the highest id. */
export function pickTemplate<T extends TemplateCandidate>(
  templates: T[],
  kind: TemplateKind,
  view: DisplayView,
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
