import type { Behaviour } from '@/lib/behaviour'

/**
 * Behaviour of the server-rendered main menu (MainNav): the phone toggle, submenu toggles,
 * Escape and outside clicks close, resizing the window closes everything open.
 */
const start: Behaviour = (marker) => {
  const nav = marker.closest<HTMLElement>('[data-nav]')
  if (!nav) return
  const toggle = nav.querySelector<HTMLButtonElement>('[data-nav-toggle]')!
  const submenuToggles = [...nav.querySelectorAll<HTMLButtonElement>('[data-submenu-toggle]')]

  const setMenu = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open))
    nav.classList.toggle('is-open', open)
  }
  const setSubmenu = (button: HTMLButtonElement, open: boolean) => {
    button.setAttribute('aria-expanded', String(open))
    button.closest('[data-nav-item]')?.classList.toggle('is-open', open)
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
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    const openSubmenu = submenuToggles.find((button) => button.getAttribute('aria-expanded') === 'true')
    if (openSubmenu) {
      setSubmenu(openSubmenu, false)
      openSubmenu.focus()
    } else if (toggle.getAttribute('aria-expanded') === 'true') {
      setMenu(false)
      toggle.focus()
    }
  }
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
  document.addEventListener('keydown', onKey)
  document.addEventListener('click', onOutside)
  window.addEventListener('resize', onResize)
  nav.classList.add('is-ready')
  return () => {
    toggle.removeEventListener('click', onToggle)
    submenuToggles.forEach((button) => button.removeEventListener('click', onSubmenu))
    document.removeEventListener('keydown', onKey)
    document.removeEventListener('click', onOutside)
    window.removeEventListener('resize', onResize)
  }
}

export default start
