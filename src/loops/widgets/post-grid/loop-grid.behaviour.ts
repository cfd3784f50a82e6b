import {
  announce,
  containerAt,
  followHistory,
  LOOP_SWAPPED_EVENT,
  pushLoopState,
  revealContainer,
  swapContents,
} from '@/loops/behaviours/loop-dom'

/**
 * A paged post grid (docs/routes.md, Endpoints: pagination link and load more): its page links GET the linked page and
 * swap in the container with the same `data-id`, with a history entry; "Xem thêm" (on click, or on reaching it for
 * infinite scroll) GETs `data-next-page` and appends that page's posts. States idle, loading and end are in the
 * container's `data-state`. Without this script the links are ordinary links to the same pages.
 */

/**
 * Infinite scroll starts loading 400 px before the reader reaches the end of the grid; an end already scrolled past
 * (a fling, the End key) counts as reached too.
 */
const AHEAD = '1000% 0px 400px 0px'

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

export default function start(marker: HTMLElement): (() => void) | void {
  const container = marker.closest<HTMLElement>('[data-id][data-pagination]')
  const id = container?.dataset.id
  if (!container || !id) return
  const infinite = container.dataset.pagination === 'load_more_infinite_scroll'
  const nextAnchor = () => container.querySelector<HTMLAnchorElement>('.loop-load-more a[data-next-page]')
  const observer = infinite
    ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && void loadMore(false), {
        rootMargin: AHEAD,
      })
    : null
  const watchAnchor = () => {
    observer?.disconnect()
    const anchor = nextAnchor()
    if (anchor) observer?.observe(anchor)
  }
  const settle = () => {
    container.dataset.state = container.dataset.pagination?.startsWith('load_more') && !nextAnchor() ? 'end' : 'idle'
    container.removeAttribute('aria-busy')
  }

  async function showPage(href: string) {
    container!.dataset.state = 'loading'
    container!.setAttribute('aria-busy', 'true')
    const fresh = await containerAt(href, id!)
    if (!fresh) return window.location.assign(href)
    swapContents(container!, fresh)
    pushLoopState(href)
    revealContainer(container!)
    announce(id!, 'page', { page: container!.dataset.page ?? '', total: container!.dataset.maxPage ?? '' })
  }

  async function loadMore(byReader: boolean) {
    const anchor = nextAnchor()
    if (!anchor?.dataset.nextPage || container!.dataset.state === 'loading') return
    container!.dataset.state = 'loading'
    anchor.setAttribute('aria-busy', 'true')
    const fresh = await containerAt(anchor.dataset.nextPage, id!)
    const list = container!.querySelector('.post-grid')
    const added = [...(fresh?.querySelector('.post-grid')?.children ?? [])]
    // A layout without a list to add to (the featured layout): the next page, as without script.
    if (fresh && !list) return window.location.assign(anchor.dataset.nextPage)
    if (!fresh || !list) {
      // The old posts stay, and the button, to try again.
      anchor.removeAttribute('aria-busy')
      container!.dataset.state = 'idle'
      return
    }
    list.append(...added)
    const nextLoadMore = fresh.querySelector('.loop-load-more')
    if (nextLoadMore) anchor.closest('.loop-load-more')?.replaceWith(nextLoadMore)
    else anchor.closest('.loop-load-more')?.remove()
    container!.dataset.page = fresh.dataset.page
    settle()
    watchAnchor()
    if (byReader)
      (
        added[0]?.querySelector<HTMLElement>(':is(.post-card__title, .post-full__title) a') ??
        added[0]?.querySelector<HTMLElement>('a[href]')
      )?.focus()
    announce(id!, container!.dataset.state === 'end' ? 'end' : 'added', { n: added.length })
  }

  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[href]')
    if (event.defaultPrevented || !isPlainClick(event) || !link || !container.contains(link)) return
    if (link.matches('.loop-load-more a')) {
      event.preventDefault()
      void loadMore(true)
    } else if (link.closest('.loop-pagination')) {
      event.preventDefault()
      void showPage(link.href)
    }
  }

  // New content (another page, a filter, Back): its links and load-more anchor are new.
  const onSwapped = () => {
    settle()
    watchAnchor()
  }
  container.addEventListener('click', onClick)
  container.addEventListener(LOOP_SWAPPED_EVENT, onSwapped)
  const unfollow = followHistory(container)
  onSwapped()
  return () => {
    container.removeEventListener('click', onClick)
    container.removeEventListener(LOOP_SWAPPED_EVENT, onSwapped)
    observer?.disconnect()
    unfollow()
  }
}
