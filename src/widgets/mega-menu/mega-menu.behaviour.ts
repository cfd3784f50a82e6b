import type { Behaviour } from '@/lib/behaviour'
import { opensOnClick, toggledIndex } from './logic'

/** Opens one panel at a time: on hover (desktop, hover mode) or with its toggle; Escape, outside clicks and resizing close it. */
const start: Behaviour = (marker) => {
  const nav = marker.closest<HTMLElement>('[data-mega-menu]')
  if (!nav) return
  const items = [...nav.querySelectorAll<HTMLElement>('[data-mega-item]')]
  const toggles = items.map((item) => item.querySelector<HTMLButtonElement>('[data-mega-toggle]'))
  let open: number | null = null
  const setOpen = (index: number | null) => {
    open = index
    items.forEach((item, position) => {
      item.classList.toggle('is-open', position === index)
      toggles[position]?.setAttribute('aria-expanded', String(position === index))
    })
  }
  const clickMode = () =>
    opensOnClick({
      isEditing: false,
      viewportWidth: window.innerWidth,
      openOn: nav.dataset.openOn,
      itemLayout: nav.dataset.itemLayout,
    })

  const cleanups = items.flatMap((item, index) => {
    const toggle = toggles[index]
    if (!toggle) return []
    const onToggle = () => setOpen(toggledIndex(open, index))
    const onEnter = () => !clickMode() && setOpen(index)
    const onLeave = () => !clickMode() && open === index && setOpen(null)
    toggle.addEventListener('click', onToggle)
    item.addEventListener('mouseenter', onEnter)
    item.addEventListener('mouseleave', onLeave)
    return [
      () => {
        toggle.removeEventListener('click', onToggle)
        item.removeEventListener('mouseenter', onEnter)
        item.removeEventListener('mouseleave', onLeave)
      },
    ]
  })
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || open === null) return
    const toggle = toggles[open]
    setOpen(null)
    toggle?.focus()
  }
  const onOutside = (event: MouseEvent) => !nav.contains(event.target as Node) && setOpen(null)
  let lastWidth = window.innerWidth
  const onResize = () => {
    if (window.innerWidth === lastWidth) return
    lastWidth = window.innerWidth
    setOpen(null)
  }
  document.addEventListener('keydown', onKey)
  document.addEventListener('click', onOutside)
  window.addEventListener('resize', onResize)
  nav.classList.add('is-ready')
  return () => {
    cleanups.forEach((cleanup) => cleanup())
    document.removeEventListener('keydown', onKey)
    document.removeEventListener('click', onOutside)
    window.removeEventListener('resize', onResize)
  }
}

export default start
