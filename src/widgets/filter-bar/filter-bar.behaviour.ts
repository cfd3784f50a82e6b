import { ALL_FILTER, FILTER_TRANSITION_MS, isShown, itemFilters, nextFilter } from './logic'

/**
 * Filters the items of the enclosing `[data-filterable]` widget when one of its `button[data-filter]` is clicked:
 * buttons' `aria-pressed` follow the filter, items fade and scale out (then are hidden) or in, at once with reduced
 * motion. The lightbox links of a hidden item leave the lightbox at the click, so the lightbox opens the items shown.
 */
export default function start(marker: HTMLElement): (() => void) | void {
  const root = marker.closest<HTMLElement>('[data-filterable]')
  if (!root) return
  const buttons = [...root.querySelectorAll<HTMLButtonElement>('button[data-filter]')]
  const items = [...root.querySelectorAll<HTMLElement>('[data-filters]')]
  const timers = new Map<HTMLElement, number>()
  let filter = ALL_FILTER

  const place = (item: HTMLElement, shown: boolean, animate: boolean) => {
    window.clearTimeout(timers.get(item))
    item.inert = !shown
    item
      .querySelectorAll('a[data-lightbox-slideshow]')
      .forEach((link) => link.toggleAttribute('data-lightbox-item', shown))
    if (!animate) {
      item.hidden = !shown
      item.classList.remove('is-filtered-out')
      return
    }
    if (shown) {
      if (item.hidden) {
        item.classList.add('is-filtered-out')
        item.hidden = false
        void item.offsetWidth // start the transition from the filtered-out look
      }
      item.classList.remove('is-filtered-out')
    } else if (!item.hidden) {
      item.classList.add('is-filtered-out')
      timers.set(
        item,
        window.setTimeout(() => (item.hidden = true), FILTER_TRANSITION_MS),
      )
    }
  }

  const onClick = (event: Event) => {
    const next = nextFilter(filter, (event.currentTarget as HTMLButtonElement).dataset.filter ?? ALL_FILTER)
    if (next === filter) return
    filter = next
    buttons.forEach((button) => button.setAttribute('aria-pressed', String(button.dataset.filter === filter)))
    const animate = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
    items.forEach((item) => place(item, isShown(itemFilters(item.dataset.filters), filter), animate))
  }
  buttons.forEach((button) => button.addEventListener('click', onClick))
  root.dataset.filterReady = 'true'
  return () => {
    buttons.forEach((button) => button.removeEventListener('click', onClick))
    timers.forEach((timer) => window.clearTimeout(timer))
  }
}
