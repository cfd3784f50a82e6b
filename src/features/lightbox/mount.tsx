import { createRoot } from 'react-dom/client'
import LightboxView from './LightboxView'
import { loadStylesheet } from '@/lib/stylesheet'
import type { LightboxSlide } from './logic'

/** The page bundle's address of the lightbox's stylesheet, set when the behaviours are built (none in the admin). */
declare const LIGHTBOX_STYLESHEET: string | undefined

/** Shows the lightbox in its own React root, removed again on close. */
export async function mountLightbox(slides: LightboxSlide[], index: number, onClosed: () => void): Promise<void> {
  await loadStylesheet(typeof LIGHTBOX_STYLESHEET === 'string' ? LIGHTBOX_STYLESHEET : undefined)
  const container = document.body.appendChild(document.createElement('div'))
  const root = createRoot(container)
  const close = () => {
    root.unmount()
    container.remove()
    onClosed()
  }
  root.render(<LightboxView slides={slides} index={index} onClose={close} />)
}
