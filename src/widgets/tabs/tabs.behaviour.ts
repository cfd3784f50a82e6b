import type { Behaviour } from '@/lib/behaviour'
import { nextTabIndex } from './logic'

/** Selects a tab on click, and moves between tabs with the arrows, Home and End (automatic activation). */
const start: Behaviour = (marker) => {
  const root = marker.closest<HTMLElement>('[data-tabs]')
  if (!root) return
  // Only this widget's own tabs and panels, not those of tabs placed inside one of its panels.
  const own = <T extends HTMLElement>(selector: string) =>
    [...root.querySelectorAll<T>(selector)].filter((element) => element.closest('[data-tabs]') === root)
  const tabs = own<HTMLButtonElement>('[data-tab]')
  const panels = own<HTMLElement>('[data-tab-panel]')
  const select = (index: number, focus: boolean) => {
    tabs.forEach((tab, position) => {
      tab.setAttribute('aria-selected', String(position === index))
      tab.tabIndex = position === index ? 0 : -1
    })
    panels.forEach((panel, position) => (panel.hidden = position !== index))
    if (focus) tabs[index]?.focus()
  }
  const onClick = (event: Event) => select(tabs.indexOf(event.currentTarget as HTMLButtonElement), false)
  const onKey = (event: KeyboardEvent) => {
    const next = nextTabIndex(event.key, tabs.indexOf(event.currentTarget as HTMLButtonElement), tabs.length)
    if (next === null) return
    event.preventDefault()
    select(next, true)
  }
  tabs.forEach((tab) => {
    tab.addEventListener('click', onClick)
    tab.addEventListener('keydown', onKey)
  })
  return () =>
    tabs.forEach((tab) => {
      tab.removeEventListener('click', onClick)
      tab.removeEventListener('keydown', onKey)
    })
}

export default start
