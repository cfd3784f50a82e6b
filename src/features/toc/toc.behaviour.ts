import type { Behaviour } from '@/lib/behaviour'
import { deviceModeFor, type DeviceMode } from '@/lib/breakpoints'
import { isTocMinimized, TOC_CLICK_PAUSE_MS } from './logic'

/**
 * Table of contents behaviour: the minimise toggle (CSS gives the first state per device, so nothing
 * moves on load) and the entry of the section being read, paused for a moment after a click.
 */
const start: Behaviour = (marker) => {
  const toc = marker.closest<HTMLElement>('[data-toc]')
  if (!toc) return
  const toggle = toc.querySelector<HTMLButtonElement>('[data-toc-toggle]')
  const settings = {
    minimize_box: toc.dataset.minimize === 'true',
    minimized_on: (toc.dataset.minimizedOn ?? 'tablet') as DeviceMode,
  }
  const setOpen = (open: boolean) => {
    toggle?.setAttribute('aria-expanded', String(open))
    toc.classList.toggle('is-open', open)
    toc.classList.toggle('is-closed', !open)
  }
  const syncWithDevice = () => {
    if (!toc.classList.contains('is-open') && !toc.classList.contains('is-closed'))
      toggle?.setAttribute('aria-expanded', String(!isTocMinimized(settings, deviceModeFor(window.innerWidth))))
  }
  syncWithDevice()
  const onToggle = () => setOpen(toggle?.getAttribute('aria-expanded') !== 'true')
  toggle?.addEventListener('click', onToggle)
  window.addEventListener('resize', syncWithDevice)

  const links = new Map(
    [...toc.querySelectorAll<HTMLAnchorElement>('[data-toc-link]')].map((link) => [
      decodeURIComponent(link.hash.slice(1)),
      link,
    ]),
  )
  let pausedUntil = 0
  const onLinkClick = (event: Event) => {
    if (!(event.target as Element).closest('[data-toc-link]')) return
    pausedUntil = Date.now() + TOC_CLICK_PAUSE_MS
    setActive((event.target as Element).closest<HTMLAnchorElement>('[data-toc-link]')!)
  }
  const setActive = (link: HTMLAnchorElement | undefined) => {
    links.forEach((other) => other.classList.toggle('is-active', other === link))
  }
  toc.addEventListener('click', onLinkClick)
  // The section being read: the last heading above the top third of the window (also after a jump).
  const headings = [...links.keys()].flatMap((id) => document.getElementById(id) ?? [])
  let frame = 0
  const track = () => {
    frame = 0
    if (Date.now() < pausedUntil) return
    const line = window.innerHeight * 0.3
    const current = headings.filter((heading) => heading.getBoundingClientRect().top <= line).at(-1)
    setActive(current ? links.get(current.id) : undefined)
  }
  const onScroll = () => {
    if (!frame) frame = requestAnimationFrame(track)
  }
  window.addEventListener('scroll', onScroll, { passive: true })
  track()

  return () => {
    toggle?.removeEventListener('click', onToggle)
    window.removeEventListener('resize', syncWithDevice)
    toc.removeEventListener('click', onLinkClick)
    window.removeEventListener('scroll', onScroll)
    cancelAnimationFrame(frame)
  }
}

export default start
