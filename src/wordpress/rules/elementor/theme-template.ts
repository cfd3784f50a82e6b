/**
 * An Elementor Pro theme builder document (`_elementor_template_type` and `_elementor_conditions`) as our theme
 * template's kind and display conditions (docs/import.md, Theme templates and popups). Pure.
 */

import { type ConditionRow, readConditions } from './conditions'
import { text } from './read'
import type { ElementorContext } from './types'

/** Our template kinds by Elementor's template type. */
const KINDS: Record<string, 'header' | 'footer' | 'single' | 'archive'> = {
  header: 'header',
  footer: 'footer',
  single: 'single',
  'single-post': 'single',
  archive: 'archive',
}

/** A condition of the scopes our templates offer: the site, a category, a post. */
export type TemplateCondition = ConditionRow & { scope: 'site' | 'category' | 'post' }

/** The condition among our templates' scopes; within a kind, a wider Elementor scope is the site. */
function forTemplates(row: ConditionRow, kind: string): TemplateCondition | null {
  if (row.scope === 'site' || row.scope === 'category' || row.scope === 'post') return row as TemplateCondition
  const sameAsSite = (row.scope === 'posts' && kind === 'single') || (row.scope === 'archives' && kind === 'archive')
  return sameAsSite ? { mode: row.mode, scope: 'site' } : null
}

export interface ImportedTemplate {
  /** Our kind, or null for a template type we have no templates of (a product page, search results, a 404…). */
  kind: 'header' | 'footer' | 'single' | 'archive' | null
  conditions: TemplateCondition[]
  /** The condition strings with no equivalent among our templates' scopes. */
  unmapped: string[]
}

/** A theme builder document's kind and display conditions as our template's. */
export function themeTemplate(templateType: unknown, conditions: unknown, context: ElementorContext): ImportedTemplate {
  const type = text(templateType, 60)
  const kind = Object.hasOwn(KINDS, type) ? KINDS[type] : null
  const rows: TemplateCondition[] = []
  const unmapped: string[] = []
  for (const { source, row } of readConditions(conditions, context)) {
    const ours = row && kind && forTemplates(row, kind)
    if (ours) rows.push(ours)
    else unmapped.push(source)
  }
  return { kind, conditions: rows, unmapped }
}
