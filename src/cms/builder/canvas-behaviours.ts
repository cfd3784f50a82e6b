import { startMarker } from '@/site/behaviours/start'

/**
 * Runs the widgets' behaviours inside the builder's canvas as blocks come and go: each marker starts when it
 * appears (in editing mode) and stops when Puck removes it. Checked once per frame, as behaviours change the DOM too.
 */
export function runCanvasBehaviours(canvas: Document): () => void {
  const running = new Map<HTMLElement, () => void>()
  let frame = 0
  const sync = () => {
    frame = 0
    for (const [marker, stop] of running) {
      if (marker.isConnected) continue
      stop()
      running.delete(marker)
    }
    for (const marker of canvas.querySelectorAll<HTMLElement>('[data-behaviour]')) {
      if (!running.has(marker)) running.set(marker, startMarker(marker, { editing: true }).stop)
    }
  }
  const observer = new MutationObserver(() => {
    frame ||= requestAnimationFrame(sync)
  })
  observer.observe(canvas.body, { childList: true, subtree: true })
  sync()
  return () => {
    observer.disconnect()
    cancelAnimationFrame(frame)
    running.forEach((stop) => stop())
    running.clear()
  }
}
