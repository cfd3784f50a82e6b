import {
  type HeadlineScript,
  type HeadlineStep,
  highlightCycle,
  nextWordIndex,
  START_ROOT_MARGIN,
  wordTransition,
} from './logic'

type Later = (delay: number, run: () => void) => void

/** Draws the highlight shape, and when looping fades it out and draws it again, for ever. */
function playHighlight(root: HTMLElement, { timing, loop }: HeadlineScript, later: Later) {
  const cycle = highlightCycle(timing, loop)
  const draw = () => {
    root.classList.remove('is-drawn', 'is-erased')
    // Let the browser see the undrawn shape first, so the stroke draws again from its start.
    void root.getBoundingClientRect()
    root.classList.add('is-drawn')
  }
  const run = () => {
    cycle.steps.forEach((step) => later(step.at, step.kind === 'draw' ? draw : () => root.classList.add('is-erased')))
    if (cycle.next !== null) later(cycle.next, run)
  }
  run()
}

/** Moves from word to word: only classes change here; the CSS makes each step move. */
function playRotation(root: HTMLElement, { animation, timing, loop }: HeadlineScript, later: Later) {
  const wrapper = root.querySelector<HTMLElement>('.builder-headline__words')
  const words = [...root.querySelectorAll<HTMLElement>('.builder-headline__word')]
  if (!wrapper) return
  const letters = words.map((word) => [...word.querySelectorAll<HTMLElement>('.builder-headline__letter')])
  const apply = (step: HeadlineStep, from: number, to: number) => {
    if ('letter' in step) {
      const letter = (step.kind === 'hide-letter' ? letters[from] : letters[to])[step.letter]
      letter?.classList.remove('is-in', 'is-out')
      letter?.classList.add(step.kind === 'hide-letter' ? 'is-out' : 'is-in')
    } else if (step.kind === 'switch') {
      words.forEach((word) => word.classList.remove('is-leaving'))
      words[from].classList.replace('is-current', 'is-leaving')
      words[to].classList.add('is-current')
    } else if (step.kind === 'select' || step.kind === 'deselect') {
      wrapper.classList.toggle('is-selected', step.kind === 'select')
    } else {
      wrapper.classList.toggle('is-collapsed', step.kind === 'collapse')
    }
  }
  let current = 0
  const advance = () => {
    const next = nextWordIndex(current, words.length, loop)
    if (next === null) return
    const from = current
    current = next
    root.classList.add('is-running')
    const transition = wordTransition(animation, letters[from].length, letters[next].length, timing)
    transition.steps.forEach((step) => later(step.at, () => apply(step, from, next)))
    later(transition.next, advance)
  }
  later(timing.iterationDelay, advance)
}

/**
 * Starts its headline's animation once the headline is 100 px into the viewport, unless the reader prefers reduced
 * motion (then the server's static headline stays). Marks the headline `is-ready` once it watches for it.
 */
export default function start(marker: HTMLElement): (() => void) | void {
  const root = marker.closest<HTMLElement>('[data-headline]')
  const script = JSON.parse(root?.dataset.headline ?? 'null') as HeadlineScript | null
  if (!root || !script) return
  const timers = new Set<number>()
  // Steps due at once run at once, so nothing is painted between the first class change and the next.
  const later: Later = (delay, run) => {
    if (delay <= 0) return run()
    const timer = window.setTimeout(() => {
      timers.delete(timer)
      run()
    }, delay)
    timers.add(timer)
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      if (matchMedia('(prefers-reduced-motion: reduce)').matches) return
      if (script.style === 'highlight') playHighlight(root, script, later)
      else playRotation(root, script, later)
    },
    { rootMargin: START_ROOT_MARGIN },
  )
  observer.observe(root)
  root.classList.add('is-ready')
  return () => {
    observer.disconnect()
    timers.forEach((timer) => window.clearTimeout(timer))
  }
}
