import { pressFilter } from '@/loops/rules/filter-state'
import {
  announce,
  containerIn,
  followHistory,
  LOOP_STATE_EVENT,
  pushLoopState,
  swapContents,
} from '@/loops/behaviours/loop-dom'
import { readFilters, withFilters } from '@/loops/rules/url'
import { LOOP_REFRESH_PATH } from '@/lib/loop-refresh-path.mjs'
import { chosenTerms, dragScrollStep, filterButtons, filtersWith, type TaxonomyFilterSettings } from './logic'

/**
 * The taxonomy filter (docs/widgets.md, Loop filters and pagination): its links become toggle
 * buttons; a press POSTs the grid's new filters to the refresh call, swaps in the container it answers, and adds a
 * history entry with the filter in the address. A failed call leaves the grid and the buttons as they were. With a
 * mouse, dragging the bar scrolls it sideways (on phones it is one row).
 */
export default function start(marker: HTMLElement): (() => void) | void {
  const root = marker.closest<HTMLElement>('[data-loop-filter]')
  const target = root?.dataset.loopFilter
  const grid = target ? document.querySelector<HTMLElement>(`[data-id="${CSS.escape(target)}"]`) : null
  const bar = root?.querySelector<HTMLElement>('.loop-filter__terms')
  if (!root || !target || !grid || !bar) return
  const settings: TaxonomyFilterSettings = {
    target,
    taxonomy: root.dataset.taxonomy === 'post_tag' ? 'post_tag' : 'category',
    termIds: [],
    allLabel: '',
    multiple: root.dataset.multiple === 'true',
    logicalJoin: root.dataset.join === 'OR' ? 'OR' : 'AND',
  }
  const links = [...root.querySelectorAll<HTMLAnchorElement>('a[data-filter]')]
  const terms = links.slice(1).map((link) => ({ slug: link.dataset.filter ?? '', name: link.textContent ?? '' }))
  let latest = 0

  /** Buttons pressed as the address says, each linking to what its press gives (for a new tab, or a copied link). */
  const show = () => {
    const buttons = filterButtons(`${window.location.pathname}${window.location.search}`, settings, terms)
    links.forEach((link, index) => {
      link.setAttribute('role', 'button')
      link.removeAttribute('aria-current')
      link.setAttribute('aria-pressed', String(buttons[index].pressed))
      link.href = buttons[index].href
    })
  }

  async function press(slug: string) {
    const params = new URLSearchParams(window.location.search)
    const { chosen, changed } = pressFilter(chosenTerms(params, settings), slug, settings.multiple)
    if (!changed) return
    const filters = filtersWith(readFilters(params, target!), settings, chosen)
    const request = ++latest
    grid!.setAttribute('aria-busy', 'true')
    const fresh = await refreshed(filters)
    if (request !== latest) return
    grid!.removeAttribute('aria-busy')
    if (!fresh) return
    swapContents(grid!, fresh)
    pushLoopState(withFilters(window.location.href, target!, filters))
    show()
    announce(target!, 'filtered')
  }

  /** The grid's container for `filters` from the refresh call, or null when the call fails (nothing changes then). */
  async function refreshed(filters: ReturnType<typeof filtersWith>): Promise<HTMLElement | null> {
    try {
      const answer = await fetch(LOOP_REFRESH_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          post_id: grid!.dataset.postId,
          widget_filters: { taxonomy: filters },
          widget_id: target,
          pagination_base_url: window.location.href,
        }),
      })
      const { data } = answer.ok ? ((await answer.json()) as { data?: unknown }) : { data: null }
      return typeof data === 'string' && data ? containerIn(data, target!) : null
    } catch {
      return null
    }
  }

  let pressedX: number | null = null
  let dragged = false
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-filter]')
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    // The click that ends a drag is not a press.
    const wasDrag = dragged
    dragged = false
    if (!wasDrag) void press(link.dataset.filter ?? '')
  }
  // A link made a button answers Space too.
  const onKey = (event: KeyboardEvent) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-filter]')
    if (!link || event.key !== ' ') return
    event.preventDefault()
    void press(link.dataset.filter ?? '')
  }
  const onPointerDown = (event: PointerEvent) => {
    pressedX = event.pointerType === 'mouse' ? event.clientX : null
    dragged = false
  }
  const onPointerMove = (event: PointerEvent) => {
    if (pressedX === null || !(event.buttons & 1)) return
    const step = dragScrollStep(pressedX, event.clientX)
    if (!step) return
    dragged = true
    bar.scrollLeft += step
  }
  const onPointerUp = () => (pressedX = null)

  root.addEventListener('click', onClick)
  root.addEventListener('keydown', onKey)
  bar.addEventListener('pointerdown', onPointerDown)
  bar.addEventListener('pointermove', onPointerMove)
  window.addEventListener('pointerup', onPointerUp)
  window.addEventListener(LOOP_STATE_EVENT, show)
  const unfollow = followHistory(grid)
  show()
  return () => {
    root.removeEventListener('click', onClick)
    root.removeEventListener('keydown', onKey)
    bar.removeEventListener('pointerdown', onPointerDown)
    bar.removeEventListener('pointermove', onPointerMove)
    window.removeEventListener('pointerup', onPointerUp)
    window.removeEventListener(LOOP_STATE_EVENT, show)
    unfollow()
  }
}
