import type { HashAction } from '@/features/hash-actions/logic'

/** What a popup hash action asks (docs/popups.md, Opening and closing): open one (or toggle it), or close one (and never show it again). */
export type PopupAction =
  { kind: 'open'; id: string; toggle: boolean } | { kind: 'close'; id: string | null; doNotShowAgain: boolean }

const idOf = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value < 1e10
    ? String(value)
    : typeof value === 'string' && /^\d{1,10}$/.test(value)
      ? value
      : null
const flag = (value: unknown) => value === true || value === 'yes' || value === 'true'

/** A popup action from a parsed hash action; null when it is not one, or opens no popup. A close without an id closes the popup holding the link. */
export function popupAction(action: HashAction | null): PopupAction | null {
  if (!action || (action.name !== 'popup:open' && action.name !== 'popup:close')) return null
  const settings = (action.settings && typeof action.settings === 'object' ? action.settings : {}) as Record<
    string,
    unknown
  >
  const id = idOf(settings.id)
  if (action.name === 'popup:close') return { kind: 'close', id, doNotShowAgain: flag(settings.do_not_show_again) }
  return id ? { kind: 'open', id, toggle: flag(settings.toggle) } : null
}
