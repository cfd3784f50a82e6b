import { vietnamDateTime } from '@/lib/vi'
import type { Popup } from '@/payload-types'

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
