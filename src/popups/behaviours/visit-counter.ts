import { COUNTER_KEYS } from '../rules/impressions'

/**
 * The visitor's page views and visits in the browser's storage (docs/popups.md, Visitor counters: `pageViews`,
 * `sessions`, `activeSession`), counted on every page of a site that has popups, since their timing rules read them.
 */

/** Storage that may be missing or refuse writes (private modes): then nothing is remembered, and nothing breaks. */
function storage(area: 'local' | 'session') {
  const get = () => (area === 'local' ? window.localStorage : window.sessionStorage)
  return {
    get: (key: string): string | null => {
      try {
        return get().getItem(key)
      } catch {
        return null
      }
    },
    set: (key: string, value: string) => {
      try {
        get().setItem(key, value)
      } catch {
        // Not remembered.
      }
    },
  }
}
export const local = storage('local')
export const session = storage('session')
export const counter = (text: string | null) => (text && /^\d+$/.test(text) ? Number(text) : 0)

/** Counts this page view, and a new visit when the browser's session has none yet. */
export function countVisit(): { pageViews: number; sessions: number } {
  const pageViews = counter(local.get(COUNTER_KEYS.pageViews)) + 1
  local.set(COUNTER_KEYS.pageViews, String(pageViews))
  let sessions = counter(local.get(COUNTER_KEYS.sessions))
  if (!session.get(COUNTER_KEYS.activeSession)) {
    sessions += 1
    local.set(COUNTER_KEYS.sessions, String(sessions))
    session.set(COUNTER_KEYS.activeSession, '1')
  }
  return { pageViews, sessions }
}
