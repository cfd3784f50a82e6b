import type { BehaviourContext, BehaviourName } from '@/lib/behaviour'
import { behaviours } from './registry'

/** Spec: lazy parts start loading when they are within 200 px above or below the viewport. */
const NEAR_VIEWPORT = '200px 0px'

/** Runs `start` once the element around `marker` comes near the viewport (a hidden marker itself never does). */
function whenNear(marker: HTMLElement, start: () => void): () => void {
  const target = marker.parentElement ?? marker
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      start()
    },
    { rootMargin: NEAR_VIEWPORT },
  )
  observer.observe(target)
  return () => observer.disconnect()
}

/**
 * Loads and starts the behaviour of one marker; returns what stops it (also before it has loaded). A behaviour
 * that fails to load or start leaves its element as the server drew it, which reads without script.
 */
export function startMarker(marker: HTMLElement, context: BehaviourContext): () => void {
  const entry = behaviours[marker.dataset.behaviour as BehaviourName]
  if (!entry) return () => {}
  let stopped = false
  let stop: (() => void) | void
  const run = () => {
    entry
      .load()
      .then(({ default: start }) => {
        if (!stopped) stop = start(marker, context)
      })
      .catch((error: unknown) => console.error(`behaviour ${marker.dataset.behaviour}:`, error))
  }
  const cancelWait = entry.when === 'visible' && !context.editing ? whenNear(marker, run) : (run(), () => {})
  return () => {
    stopped = true
    cancelWait()
    stop?.()
  }
}

/** Starts every behaviour marked under `root`. */
export function startBehaviours(root: ParentNode, context: BehaviourContext): Map<HTMLElement, () => void> {
  const running = new Map<HTMLElement, () => void>()
  for (const marker of root.querySelectorAll<HTMLElement>('[data-behaviour]')) running.set(marker, startMarker(marker, context))
  return running
}
