import type { Behaviour } from '@/lib/behaviour'
import { deviceModeFor, isAtMost } from '@/lib/breakpoints'

/**
 * Behaviour of the server-rendered main menu (MainNav): the phone toggle, submenu toggles,
 * Escape and outside clicks close, resizing the window closes everything open. A submenu closed while the
 * pointer is over its item (desktops open it on hover) stays hidden until the pointer leaves the item.
 */
const start: Behaviour = (marker) => {
  const nav = marker.closest<HTMLElement>('[data-nav]')
  if (!nav) return
  const toggle = nav.querySelector<HTMLButtonElement>('[data-nav-toggle]')!
  const submenuToggles = [...nav.querySelectorAll<HTMLButtonElement>('[data-submenu-toggle]')]
  const items = [...nav.querySelectorAll<HTMLElement>('[data-nav-item]')]

  const setMenu = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open))
    nav.classList.toggle('is-open', open)
  }
  const setSubmenu = (button: HTMLButtonElement, open: boolean) => {
    button.setAttribute('aria-expanded', String(open))
    const item = button.closest('[data-nav-item]')
    item?.classList.toggle('is-open', open)
    item?.classList.toggle('is-dismissed', !open && item.matches(':hover'))
  }
  const closeAll = () => {
    setMenu(false)
    submenuToggles.forEach((button) => setSubmenu(button, false))
  }

  const onToggle = () => setMenu(toggle.getAttribute('aria-expanded') !== 'true')
  const onSubmenu = (event: Event) => {
    const button = event.currentTarget as HTMLButtonElement
    const open = button.getAttribute('aria-expanded') !== 'true'
    submenuToggles.forEach((other) => other !== button && setSubmenu(other, false))
    setSubmenu(button, open)
  }
  // Open by its toggle, or on a desktop by the pointer over its item.
  const isShown = (button: HTMLButtonElement) =>
    button.getAttribute('aria-expanded') === 'true' ||
    (!isAtMost(deviceModeFor(window.innerWidth), 'tablet') &&
      Boolean(button.closest('[data-nav-item]')?.matches(':hover:not(.is-dismissed)')))
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    const openSubmenu = submenuToggles.find(isShown)
    if (openSubmenu) {
      setSubmenu(openSubmenu, false)
      openSubmenu.focus()
    } else if (toggle.getAttribute('aria-expanded') === 'true') {
      setMenu(false)
      toggle.focus()
    }
  }
  const onLeave = (event: MouseEvent) => (event.currentTarget as Element).classList.remove('is-dismissed')
  const onOutside = (event: MouseEvent) => {
    if (!nav.contains(event.target as Node)) submenuToggles.forEach((button) => setSubmenu(button, false))
  }
  let lastWidth = window.innerWidth
  const onResize = () => {
    if (window.innerWidth === lastWidth) return
    lastWidth = window.innerWidth
    closeAll()
  }

  toggle.addEventListener('click', onToggle)
  submenuToggles.forEach((button) => button.addEventListener('click', onSubmenu))
  items.forEach((item) => item.addEventListener('mouseleave', onLeave))
  document.addEventListener('keydown', onKey)
  document.addEventListener('click', onOutside)
  window.addEventListener('resize', onResize)
  nav.classList.add('is-ready')
  return () => {
    toggle.removeEventListener('click', onToggle)
    submenuToggles.forEach((button) => button.removeEventListener('click', onSubmenu))
    items.forEach((item) => item.removeEventListener('mouseleave', onLeave))
    document.removeEventListener('keydown', onKey)
    document.removeEventListener('click', onOutside)
    window.removeEventListener('resize', onResize)
  }
}

export default start
