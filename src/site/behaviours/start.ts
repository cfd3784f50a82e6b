import type { BehaviourContext, BehaviourName } from '@/lib/behaviour'
import { behaviours } from './registry'

/** Lazy parts start loading when they are within 200 px above or below the viewport (docs/widgets.md, Lazy loading). */
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

export type Started = {
  /** Stops the behaviour, also before it has loaded. */
  stop: () => void
  /** Settles once the behaviour has started (or failed to), or at once when it waits for the viewport. */
  ready: Promise<void>
}

/**
 * Loads and starts the behaviour of one marker. A behaviour that fails to load or start leaves its element as the
 * server drew it, which reads without script.
 */
export function startMarker(marker: HTMLElement, context: BehaviourContext): Started {
  const entry = behaviours[marker.dataset.behaviour as BehaviourName]
  if (!entry) return { stop: () => {}, ready: Promise.resolve() }
  let stopped = false
  let stop: (() => void) | void
  const run = () =>
    entry
      .load()
      .then(({ default: start }) => {
        if (!stopped) stop = start(marker, context)
      })
      .catch((error: unknown) => console.error(`behaviour ${marker.dataset.behaviour}:`, error))
  const waits = entry.when === 'visible' && !context.editing
  // `run` catches and logs a module that fails to load or start: nothing is left to catch.
  const cancelWait = waits ? whenNear(marker, () => void run()) : () => {}
  return {
    ready: waits ? Promise.resolve() : run(),
    stop: () => {
      stopped = true
      cancelWait()
      stop?.()
    },
  }
}

/** Starts every behaviour marked under `root`; settles once those that start at once have. */
export async function startBehaviours(root: ParentNode, context: BehaviourContext): Promise<void> {
  await Promise.all(
    [...root.querySelectorAll<HTMLElement>('[data-behaviour]')].map((marker) => startMarker(marker, context).ready),
  )
}
