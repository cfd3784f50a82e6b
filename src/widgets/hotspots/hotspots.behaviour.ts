import {
  fitTipPosition,
  type HotspotEvent,
  hotspotEvent,
  hotspotTrigger,
  nextActive,
  tipPosition,
  tipShift,
} from './logic'

/**
 * Opens one hotspot's tooltip at a time (click, or hover with a mouse in hover mode), closes it on Escape
 * (focus back on its button) and on a click elsewhere, keeps the open tooltip on screen (also while the page
 * scrolls or the window changes size), and starts the hotspots' entrance when the image scrolls into view.
 */
export default function start(marker: HTMLElement): (() => void) | void {
  const root = marker.closest<HTMLElement>('[data-hotspots]')
  if (!root) return
  const trigger = hotspotTrigger(root.dataset.hotspots)
  const items = [...root.querySelectorAll<HTMLElement>('[data-hotspot]')]
  const button = (index: number) => items[index].querySelector<HTMLButtonElement>('[data-hotspot-button]')!
  const tip = (index: number) => items[index].querySelector<HTMLElement>('.hotspot__tip')!
  const preferred = items.map((_, index) => tipPosition(tip(index).dataset.position))
  let active: number | null = null

  const place = (index: number) => {
    const element = tip(index)
    element.dataset.position = preferred[index]
    element.style.removeProperty('--tip-shift')
    const viewport = { width: document.documentElement.clientWidth, height: window.innerHeight }
    const anchor = button(index).getBoundingClientRect()
    const position = fitTipPosition(preferred[index], anchor, element.getBoundingClientRect(), viewport)
    element.dataset.position = position
    if (position === 'above' || position === 'below') {
      const shift = tipShift((anchor.left + anchor.right) / 2, element.offsetWidth, viewport.width)
      element.style.setProperty('--tip-shift', `${shift}px`)
    }
  }
  const dispatch = (event: HotspotEvent | null) => {
    if (!event) return
    const next = nextActive(active, event, items.length)
    if (next === active) return
    items.forEach((item, index) => {
      item.classList.toggle('is-active', index === next)
      button(index).setAttribute('aria-expanded', String(index === next))
      tip(index).hidden = index !== next
    })
    active = next
    if (next !== null) place(next)
  }

  const listeners = items.flatMap((item, index) => {
    const onEnter = (event: PointerEvent) => dispatch(hotspotEvent(trigger, 'enter', event.pointerType, index))
    const onLeave = (event: PointerEvent) => dispatch(hotspotEvent(trigger, 'leave', event.pointerType, index))
    const onClick = (event: MouseEvent) =>
      dispatch(hotspotEvent(trigger, 'click', (event as PointerEvent).pointerType ?? '', index))
    item.addEventListener('pointerenter', onEnter)
    item.addEventListener('pointerleave', onLeave)
    button(index).addEventListener('click', onClick)
    return [
      () => item.removeEventListener('pointerenter', onEnter),
      () => item.removeEventListener('pointerleave', onLeave),
      () => button(index).removeEventListener('click', onClick),
    ]
  })
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || active === null) return
    const opened = active
    const focusBack = root.contains(document.activeElement)
    dispatch({ type: 'close' })
    if (focusBack) button(opened).focus()
  }
  const onOutside = (event: MouseEvent) => {
    if (active !== null && !items[active].contains(event.target as Node)) dispatch({ type: 'close' })
  }
  let frame = 0
  const onViewportChange = () => {
    if (active === null || frame) return
    frame = requestAnimationFrame(() => {
      frame = 0
      if (active !== null) place(active)
    })
  }
  document.addEventListener('keydown', onKey)
  document.addEventListener('click', onOutside)
  window.addEventListener('scroll', onViewportChange, { passive: true })
  window.addEventListener('resize', onViewportChange)

  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      root.classList.add('is-entering')
      observer.disconnect()
    },
    { threshold: 0.25 },
  )
  observer.observe(root)

  return () => {
    listeners.forEach((remove) => remove())
    document.removeEventListener('keydown', onKey)
    document.removeEventListener('click', onOutside)
    window.removeEventListener('scroll', onViewportChange)
    window.removeEventListener('resize', onViewportChange)
    cancelAnimationFrame(frame)
    observer.disconnect()
  }
}
