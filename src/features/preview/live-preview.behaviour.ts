import type { Behaviour } from '@/lib/behaviour'

/**
 * In the admin's live preview (this page in a frame of the admin, same origin): tells the admin the page is ready,
 * and reloads it when the admin says the document was saved, so the frame shows the newest draft.
 */
const start: Behaviour = () => {
  if (window.parent === window) return
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== location.origin || event.data?.type !== 'payload-document-event') return
    location.reload()
  }
  window.addEventListener('message', onMessage)
  window.parent.postMessage({ type: 'payload-live-preview', ready: true }, location.origin)
  return () => window.removeEventListener('message', onMessage)
}

export default start
