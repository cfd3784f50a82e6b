import type { Behaviour } from '@/lib/behaviour'

/**
 * Third-party players and posts load only when the reader asks: on click, the button inside the closest
 * `[data-frame-on-click]` becomes a frame of its `data-embed` address (checked on the server against an allow-list).
 */
const start: Behaviour = (marker) => {
  const holder = marker.closest<HTMLElement>('[data-frame-on-click]')
  const button = holder?.querySelector<HTMLButtonElement>('[data-frame-button]')
  if (!holder || !button) return
  const load = () => {
    const frame = document.createElement('iframe')
    frame.className = holder.dataset.frameClass ?? ''
    frame.src = holder.dataset.embed ?? ''
    frame.title = holder.dataset.title ?? ''
    frame.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen'
    frame.allowFullscreen = true
    button.replaceWith(frame)
    frame.focus()
  }
  button.addEventListener('click', load, { once: true })
  return () => button.removeEventListener('click', load)
}

export default start
