/**
 * Display conditions (docs/popups.md, Display conditions): where a popup shows, and which theme templates may dress a
 * view. Each condition includes or excludes a scope of pages; a list of them fits a view when an include matches it
 * and no exclude does. Pure.
 */
import { relationId } from '@/lib/stored-values'
import type { Category } from '@/payload-types'

/** Every scope a condition may name; popups offer them all, templates a few (site/templates/logic.ts). */
export const DISPLAY_SCOPES = ['site', 'home', 'posts', 'category', 'post', 'page', 'archives'] as const
export type DisplayScope = (typeof DISPLAY_SCOPES)[number]

/** One display condition, of the scopes its collection offers. */
export interface DisplayCondition<Scope extends DisplayScope = DisplayScope> {
  mode: 'include' | 'exclude'
  scope: Scope
  /** The category, post or page the condition names (scopes category, post and page); unused for the others. */
  target?: number | null
}

/** The page a visitor is on, as display conditions see it. */
export interface DisplayView {
  kind: 'home' | 'post' | 'page' | 'archive' | 'other'
  /** The post or builder page shown. */
  id?: number
  /** The categories of the post shown, or the archive's category, with their parents (categoryLineage). */
  categoryIds: number[]
}

/** Whether one condition's scope takes in the view (whatever its mode). */
export function conditionMatches({ scope, target }: DisplayCondition, view: DisplayView): boolean {
  switch (scope) {
    case 'site':
      return true
    case 'home':
      return view.kind === 'home'
    case 'posts':
      return view.kind === 'post'
    case 'archives':
      return view.kind === 'archive'
    case 'category':
      return (view.kind === 'post' || view.kind === 'archive') && target != null && view.categoryIds.includes(target)
    case 'post':
      return view.kind === 'post' && target != null && view.id === target
    case 'page':
      return view.kind === 'page' && target != null && view.id === target
  }
}

/** Whether conditions fit the view: one include matches it and no exclude does (none at all: nowhere). */
export function conditionsFit(conditions: DisplayCondition[], view: DisplayView): boolean {
  const matching = conditions.filter((condition) => conditionMatches(condition, view))
  return (
    matching.some((condition) => condition.mode === 'include') &&
    !matching.some((condition) => condition.mode === 'exclude')
  )
}

/** A condition row as Payload stores it (relationships by id, or populated), with the target its scope names. */
export function conditionFromRow<Scope extends DisplayScope>(row: {
  mode: DisplayCondition['mode']
  scope: Scope
  category?: unknown
  post?: unknown
  page?: unknown
}): DisplayCondition<Scope> {
  const target =
    row.scope === 'category' ? row.category : row.scope === 'post' ? row.post : row.scope === 'page' ? row.page : null
  return { mode: row.mode, scope: row.scope, target: relationId(target) }
}

/** The ids of the given categories and of their parents (a category's condition takes in its subcategories' posts). */
export function categoryLineage(categories: (number | Category)[] | null | undefined): number[] {
  const ids = (categories ?? []).flatMap((category) => {
    if (typeof category === 'number') return [category]
    const parent = relationId(category.parent)
    return parent ? [category.id, parent] : [category.id]
  })
  return [...new Set(ids)]
}
