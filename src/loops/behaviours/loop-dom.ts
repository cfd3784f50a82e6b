import { loopStateQuery } from '../rules/url'

/**
 * What the loop behaviours (post grids, taxonomy filters) share in the browser: reading a loop's container out of a
 * server-rendered page, swapping it in, reading changes out, and the history of loop states (docs/routes.md, Endpoints).
 */

/** The container of widget `id` in a parsed page. */
const containerOf = (page: ParentNode, id: string) => page.querySelector<HTMLElement>(`[data-id="${CSS.escape(id)}"]`)

/** The container of widget `id` in HTML (a whole page, or the refresh call's fragment), or null. */
export function containerIn(html: string, id: string): HTMLElement | null {
  return containerOf(new DOMParser().parseFromString(html, 'text/html'), id)
}

/** The page at `url`, or null when it cannot be had (a network error or a non-OK answer: the caller keeps what it shows). */
async function pageAt(url: string): Promise<string | null> {
  try {
    const answer = await fetch(url, { headers: { accept: 'text/html' } })
    return answer.ok ? await answer.text() : null
  } catch {
    return null
  }
}

/** Widget `id`'s container as the page at `url` shows it. */
export async function containerAt(url: string, id: string): Promise<HTMLElement | null> {
  const page = await pageAt(url)
  return page === null ? null : containerIn(page, id)
}

/** The event a loop container receives once its content has been swapped (its grid then looks at its new links). */
export const LOOP_SWAPPED_EVENT = 'thuthuat:loop-swapped'

/** Puts `fresh`'s content and page numbers into `current`, which keeps its identity (and the behaviours on it). */
export function swapContents(current: HTMLElement, fresh: HTMLElement): void {
  for (const name of ['page', 'maxPage'] as const) {
    if (fresh.dataset[name] === undefined) delete current.dataset[name]
    else current.dataset[name] = fresh.dataset[name]
  }
  current.replaceChildren(...fresh.childNodes)
  current.dispatchEvent(new Event(LOOP_SWAPPED_EVENT))
}

/** Reads a change out in the grid's status region, its template's `{name}` filled from `values`. */
export function announce(
  id: string,
  message: 'added' | 'page' | 'end' | 'filtered',
  values: Record<string, string | number> = {},
): void {
  const status = document.querySelector<HTMLElement>(`[data-loop-status="${CSS.escape(id)}"]`)
  const template = status?.dataset[message]
  if (!status || !template) return
  status.textContent = template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole))
}

/** Brings the top of a container into view when it has scrolled above, and focus to it for keyboard users. */
export function revealContainer(container: HTMLElement): void {
  if (container.getBoundingClientRect().top < 0) {
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
    container.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'auto' })
  }
  container.tabIndex = -1
  container.focus({ preventScroll: true })
}

/** The loop containers the page keeps in step with the address, and what the address's loop state was last. */
const followed = new Set<HTMLElement>()
let shownState = loopStateQuery(new URLSearchParams(window.location.search))

/** The event the page receives once its loops show the address's state again (filters then read their terms from it). */
export const LOOP_STATE_EVENT = 'thuthuat:loop-state'

/** A new loop state in the address (a page or filters chosen), as a history entry that Back returns from. */
export function pushLoopState(url: string): void {
  window.history.pushState({ loop: true }, '', url)
  shownState = loopStateQuery(new URLSearchParams(window.location.search))
}

/** Counts the returns through history: only the latest one's page is shown (an earlier one's may arrive after it). */
let restoring = 0

/** Back or Forward to another loop state: every followed container shows that address's page again. */
async function restoreState(): Promise<void> {
  const state = loopStateQuery(new URLSearchParams(window.location.search))
  if (state === shownState) return
  shownState = state
  const ticket = ++restoring
  const page = await pageAt(window.location.href)
  if (ticket !== restoring) return
  if (page === null) return window.location.reload()
  const parsed = new DOMParser().parseFromString(page, 'text/html')
  for (const container of followed) {
    const fresh = container.dataset.id ? containerOf(parsed, container.dataset.id) : null
    if (fresh) swapContents(container, fresh)
  }
  window.dispatchEvent(new Event(LOOP_STATE_EVENT))
}

// pageAt answers null for a failed request (the page then reloads): nothing is left to catch.
const onPopState = () => void restoreState()

/** Keeps a loop container in step with the address when the reader goes Back or Forward. */
export function followHistory(container: HTMLElement): () => void {
  if (!followed.size) window.addEventListener('popstate', onPopState)
  followed.add(container)
  return () => {
    followed.delete(container)
    if (!followed.size) window.removeEventListener('popstate', onPopState)
  }
}
