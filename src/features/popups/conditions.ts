/**
 * Where a popup may show (its display conditions, as templates have them): on the pages matched by an "include"
 * condition and by no "exclude" one. Pure.
 */

export const POPUP_SCOPES = ['site', 'home', 'posts', 'category', 'post', 'page', 'archives'] as const
export type PopupScope = (typeof POPUP_SCOPES)[number]

export interface PopupCondition {
  mode: 'include' | 'exclude'
  scope: PopupScope
  /** The category, post or page the condition names (scopes category, post and page). */
  target?: number | null
}

/** The page a visitor is on, as the conditions see it. */
export interface PopupView {
  kind: 'home' | 'post' | 'page' | 'archive' | 'other'
  /** The post or builder page shown. */
  id?: number
  /** The categories of the post shown, or the archive's category with its parents. */
  categoryIds: number[]
}

function matches({ scope, target }: PopupCondition, view: PopupView): boolean {
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
      return view.kind === 'post' && view.id === target
    case 'page':
      return view.kind === 'page' && view.id === target
  }
}

/** Whether a popup with these conditions shows on this view: one include fits and no exclude does. */
export function popupFits(conditions: PopupCondition[], view: PopupView): boolean {
  const fitting = conditions.filter((condition) => matches(condition, view))
  return (
    fitting.some((condition) => condition.mode === 'include') &&
    !fitting.some((condition) => condition.mode === 'exclude')
  )
}
