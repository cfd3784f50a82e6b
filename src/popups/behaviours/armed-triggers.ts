import { scrolledPercent, type Triggers } from '../rules/triggers'

/**
 * A popup's triggers while armed (docs/popups.md, Triggers): each listens on the page, the first to fire calls `fire`
 * once, and then they are all removed.
 */

/** One popup's armed triggers: what they wait for, and what each has seen so far. */
interface ArmedTriggers {
  triggers: Triggers
  /** Opens the popup; called once, by the first trigger that fires. */
  fire: () => void
  fired: boolean
  /** What removes each listener, timer and observer. */
  stops: (() => void)[]
  /** The page's scroll position at the last scroll (`scrolling` upwards compares with it). */
  lastScrollY: number
  /** The clicks on the page outside popups so far. */
  clicks: number
  inactivityTimer: number
  /** Whether the pointer has moved over the page (exit intent waits for it). */
  pointerMoved: boolean
}

/** A selector from the settings, or null when the browser refuses it (the trigger is then ignored). */
function elementsOf(selector: unknown): Element[] | null {
  if (typeof selector !== 'string' || !selector.trim()) return null
  try {
    return [...document.querySelectorAll(selector)]
  } catch {
    return null
  }
}

/** The first trigger to fire: removes them all and opens the popup; the others find it done. */
function fireOnce(armed: ArmedTriggers): void {
  if (armed.fired) return
  armed.fired = true
  armed.stops.forEach((stop) => stop())
  armed.fire()
}

/** Listens (passively) to a page event until the triggers are removed. */
function listen<K extends keyof DocumentEventMap>(
  armed: ArmedTriggers,
  target: Document | Window,
  type: K,
  handler: (event: DocumentEventMap[K]) => void,
): void {
  target.addEventListener(type, handler as EventListener, { passive: true })
  armed.stops.push(() => target.removeEventListener(type, handler as EventListener))
}

/** A scroll: fires on the first scroll up, or once the reader is `offset` percent down the page. */
function onScroll(armed: ArmedTriggers): void {
  const { direction, offset } = armed.triggers.scrolling!
  const { scrollHeight } = document.documentElement
  if (direction === 'up' ? scrollY < armed.lastScrollY : scrolledPercent(scrollY, scrollHeight, innerHeight) >= offset)
    fireOnce(armed)
  armed.lastScrollY = scrollY
}

/** A click on the page (not in a popup): fires on the `clicks`-th. */
function onPageClick(armed: ArmedTriggers, event: MouseEvent): void {
  if (!(event.target as Element).closest?.('dialog[data-popup]') && ++armed.clicks >= armed.triggers.clicks!)
    fireOnce(armed)
}

/** A key press or pointer movement: the reader's inactivity starts again from now. */
function restartInactivity(armed: ArmedTriggers): void {
  clearTimeout(armed.inactivityTimer)
  armed.inactivityTimer = window.setTimeout(() => fireOnce(armed), armed.triggers.inactivity! * 1000)
}

/** The pointer leaving the page: fires when it leaves through the top edge after moving over the page. */
function onMouseOut(armed: ArmedTriggers, event: MouseEvent): void {
  if (armed.pointerMoved && !event.relatedTarget && event.clientY <= 0) fireOnce(armed)
}

/** Arms each trigger; calls `fire` once, for the first that fires, and then removes them all. */
export function armTriggers(triggers: Triggers, fire: () => void): void {
  const armed: ArmedTriggers = {
    triggers,
    fire,
    fired: false,
    stops: [],
    lastScrollY: 0,
    clicks: 0,
    inactivityTimer: 0,
    pointerMoved: false,
  }
  if (triggers.pageLoad !== undefined) {
    const timer = window.setTimeout(() => fireOnce(armed), triggers.pageLoad * 1000)
    armed.stops.push(() => clearTimeout(timer))
  }
  if (triggers.scrolling) {
    armed.lastScrollY = scrollY
    listen(armed, window, 'scroll', () => onScroll(armed))
  }
  const targets = elementsOf(triggers.scrollingTo)
  if (targets?.length) {
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && fireOnce(armed),
    )
    targets.forEach((target) => observer.observe(target))
    armed.stops.push(() => observer.disconnect())
  }
  if (triggers.clicks !== undefined) listen(armed, document, 'click', (event) => onPageClick(armed, event))
  if (triggers.inactivity !== undefined) {
    for (const type of ['keydown', 'pointermove', 'pointerdown'] as const)
      listen(armed, document, type, () => restartInactivity(armed))
    restartInactivity(armed)
    armed.stops.push(() => clearTimeout(armed.inactivityTimer))
  }
  if (triggers.exitIntent) {
    // Only a pointer that has moved over the page can leave it: the browser also sends boundary events for a pointer
    // resting at the window's corner while the page lays out.
    listen(armed, document, 'mousemove', () => (armed.pointerMoved = true))
    listen(armed, document, 'mouseout', (event) => onMouseOut(armed, event))
  }
}
