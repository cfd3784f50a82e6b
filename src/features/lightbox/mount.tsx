import { createRoot } from 'react-dom/client'
import LightboxView from './LightboxView'
import type { LightboxSlide } from './logic'

/** The page bundle's address of the lightbox's stylesheet, set when the behaviours are built (none in the admin). */
declare const LIGHTBOX_STYLESHEET: string | undefined

let stylesheet: Promise<void> | null = null

/** Adds the lightbox's stylesheet to the page once, resolved when it has loaded (so the lightbox never shows bare). */
function loadStylesheet(): Promise<void> {
  if (typeof LIGHTBOX_STYLESHEET !== 'string') return Promise.resolve()
  stylesheet ??= new Promise((resolve) => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: LIGHTBOX_STYLESHEET })
    link.addEventListener('load', () => resolve())
    link.addEventListener('error', () => resolve())
    document.head.append(link)
  })
  return stylesheet
}

/** Shows the lightbox in its own React root, removed again on close. */
export async function mountLightbox(slides: LightboxSlide[], index: number, onClosed: () => void): Promise<void> {
  await loadStylesheet()
  const container = document.body.appendChild(document.createElement('div'))
  const root = createRoot(container)
  const close = () => {
    root.unmount()
    container.remove()
    onClosed()
  }
  root.render(<LightboxView slides={slides} index={index} onClose={close} />)
}
