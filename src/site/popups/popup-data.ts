import type { PopupCondition, PopupView } from '@/features/popups/conditions'
import { relationId } from '@/lib/stored-values'
import { vietnamDateTime } from '@/lib/vi'
import type { Popup } from '@/payload-types'
import type { ViewContext } from '../templates/logic'

/** A popup's display conditions as the rule reads them: each with the category, post or page it names. */
export function popupConditions(popup: Popup): PopupCondition[] {
  return (popup.conditions ?? []).map(({ mode, scope, category, post, page }) => ({
    mode,
    scope,
    target:
      scope === 'category'
        ? relationId(category)
        : scope === 'post'
          ? relationId(post)
          : scope === 'page'
            ? relationId(page)
            : null,
  }))
}

/** The page shown, as popups' display conditions see it. */
export function popupViewOf(view: ViewContext): PopupView {
  const kind = view.kind ?? (view.postId ? 'post' : 'other')
  return { kind, id: view.postId ?? view.pageId, categoryIds: view.categoryIds }
}

/** A settings group without the fields left empty. */
const filled = (group: object | null | undefined) =>
  Object.fromEntries(Object.entries(group ?? {}).filter(([, value]) => value !== null && value !== undefined))

/**
 * What the popup behaviour reads from a popup's element (`data-popup`): its id, timing rules, triggers and settings
 * under the original widget's names (docs/popups.md), the schedule's dates as Vietnam's wall clock (`yyyy-MM-dd HH:mm`), and the server's time
 * when the page was made (ms).
 */
export function popupData(popup: Popup, serverTime: number): string {
  const timing = filled(popup.timing)
  for (const name of ['schedule_start_date', 'schedule_end_date'] as const) {
    if (typeof timing[name] === 'string') timing[name] = vietnamDateTime(timing[name])
  }
  return JSON.stringify({
    id: popup.id,
    timing,
    triggers: filled(popup.triggers),
    settings: filled(popup.settings),
    serverDatetime: serverTime,
  })
}
