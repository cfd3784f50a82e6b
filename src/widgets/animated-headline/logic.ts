import { finiteNumber } from '@/lib/number'

/**
 * Animated headline (docs/widgets.md, Animated headline), pure: the stored settings read
 * defensively, the words split into letters, and the timeline of each animation as steps the island plays.
 * The order and timing of the steps follow the original widget's script; how each step looks is in the CSS.
 */

export const HEADLINE_STYLES = ['highlight', 'rotating'] as const
export type HeadlineStyle = (typeof HEADLINE_STYLES)[number]

/** Hand-drawn shapes drawn over the highlighted words. */
export const HIGHLIGHT_SHAPES = [
  'circle',
  'curly',
  'underline',
  'double',
  'double-underline',
  'underline-zigzag',
  'diagonal',
  'strikethrough',
  'x',
] as const
export type HighlightShape = (typeof HIGHLIGHT_SHAPES)[number]

export const ROTATING_ANIMATIONS = [
  'typing',
  'clip',
  'flip',
  'swirl',
  'slide-down',
  'drop-in',
  'wave',
  'blinds',
] as const
export type RotatingAnimation = (typeof ROTATING_ANIMATIONS)[number]

/** Animations that move letter by letter (the others move whole words). */
const LETTER_ANIMATIONS: readonly RotatingAnimation[] = ['typing', 'swirl', 'wave', 'blinds']

export const HEADLINE_TAGS = ['h1', 'h2', 'h3', 'h4', 'p'] as const
export type HeadlineTag = (typeof HEADLINE_TAGS)[number]

/** The timing settings, in milliseconds. */
export interface HeadlineTiming {
  iterationDelay: number
  lettersDelay: number
  typingDelay: number
  selectionDuration: number
  revealDuration: number
  revealDelay: number
  highlightDuration: number
  highlightDelay: number
}

/** The defaults, in ms (docs/widgets.md, Animated headline). */
export const DEFAULT_TIMING: HeadlineTiming = {
  iterationDelay: 2500,
  lettersDelay: 50,
  typingDelay: 150,
  selectionDuration: 500,
  revealDuration: 600,
  revealDelay: 1500,
  highlightDuration: 1200,
  highlightDelay: 8000,
}

/** Longest accepted timing value: one minute. */
export const MAX_TIMING = 60_000

/** Typing: the pause between the selected word disappearing and the next one being typed (the original's 800 ms). */
export const TYPING_PAUSE = 800

/** A looping highlight fades out at 80 % of its delay, and is drawn again once the delay is over. */
const HIGHLIGHT_ERASE_AT = 0.8

/** The animation starts once the headline is 100 px into the viewport (docs/widgets.md, Animated headline). */
export const START_ROOT_MARGIN = '0px 0px -100px 0px'

/** At most this many rotating words are kept. */
export const MAX_WORDS = 20

export interface HeadlineSettings {
  style: HeadlineStyle
  shape: HighlightShape
  animation: RotatingAnimation
  before: string
  highlighted: string
  words: string[]
  after: string
  tag: HeadlineTag
  align: 'left' | 'center' | 'right'
  loop: boolean
  timing: HeadlineTiming
}

/** What the island needs to animate a headline (server-made JSON in its data-headline attribute). */
export type HeadlineScript = Pick<HeadlineSettings, 'style' | 'animation' | 'loop' | 'timing'>

const oneOf = <T extends string>(choices: readonly T[], value: unknown, fallback: T): T =>
  choices.includes(value as T) ? (value as T) : fallback
const text = (value: unknown): string => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '')

/** Each timing setting as a whole number of milliseconds from 0 to a minute, its default when missing or invalid. */
export function headlineTiming(props: Record<string, unknown>): HeadlineTiming {
  const entries = Object.entries(DEFAULT_TIMING).map(([name, fallback]) => {
    const value = finiteNumber(props[name])
    return [name, value === null || value < 0 ? fallback : Math.min(Math.round(value), MAX_TIMING)]
  })
  return Object.fromEntries(entries)
}

/** The rotating words: one per line, trimmed, empty lines dropped, at most MAX_WORDS. */
export function rotatingWords(value: unknown): string[] {
  if (typeof value !== 'string') return []
  return value.split(/\r?\n/).map(text).filter(Boolean).slice(0, MAX_WORDS)
}

/** The stored props of a headline, whatever their shape, as settings that render. */
export function headlineSettings(props: Record<string, unknown>): HeadlineSettings {
  return {
    style: oneOf(HEADLINE_STYLES, props.style, 'highlight'),
    shape: oneOf(HIGHLIGHT_SHAPES, props.shape, 'circle'),
    animation: oneOf(ROTATING_ANIMATIONS, props.animation, 'typing'),
    before: text(props.before),
    highlighted: text(props.highlighted),
    words: rotatingWords(props.words),
    after: text(props.after),
    tag: oneOf(HEADLINE_TAGS, props.level, 'h2'),
    align: oneOf(['left', 'center', 'right'] as const, props.align, 'left'),
    loop: props.loop !== false,
    timing: headlineTiming(props),
  }
}

/**
 * A word's letters as the reader sees them: grapheme clusters, so a Vietnamese letter written with combining marks
 * ("ệ" as e + ̣ + ̂) stays one letter. Without Intl.Segmenter, code points.
 */
export function splitLetters(word: string): string[] {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    return Array.from(new Intl.Segmenter('vi', { granularity: 'grapheme' }).segment(word), (part) => part.segment)
  }
  return Array.from(word)
}

export const isLetterAnimation = (animation: RotatingAnimation) => LETTER_ANIMATIONS.includes(animation)

/** What goes between a headline's part and the next one: a space, except before closing punctuation. */
export const separatorBefore = (part: string) => (/^[,.;:!?…)\]”’»]/.test(part) ? '' : ' ')

/** The parts of a headline as one sentence (what screen readers read). */
export function headlineSentence(parts: string[]): string {
  return parts
    .filter(Boolean)
    .reduce((sentence, part) => (sentence ? sentence + separatorBefore(part) + part : part), '')
}

/** The word after the current one; null when the words do not rotate (fewer than two) or, without loop, at the last. */
export function nextWordIndex(current: number, count: number, loop: boolean): number | null {
  if (count < 2) return null
  if (current >= count - 1) return loop ? 0 : null
  return current + 1
}

/**
 * One step of an animation, at `at` ms from the start of its transition:
 * select/deselect the current word (typing), hide or show one letter of the outgoing/incoming word, switch the
 * incoming word in, collapse or expand the clip.
 */
export type HeadlineStep =
  | { at: number; kind: 'select' | 'deselect' | 'switch' | 'collapse' | 'expand' }
  | { at: number; kind: 'hide-letter' | 'show-letter'; letter: number }

export interface Transition {
  steps: HeadlineStep[]
  /** When the next transition starts, from the start of this one. */
  next: number
}

const letterSteps = (
  kind: 'hide-letter' | 'show-letter',
  count: number,
  start: number,
  delay: number,
): HeadlineStep[] => Array.from({ length: count }, (_, letter) => ({ at: start + letter * delay, kind, letter }))

/** The steps from the current word (fromLetters letters long) to the next (toLetters long), and when to go on. */
export function wordTransition(
  animation: RotatingAnimation,
  fromLetters: number,
  toLetters: number,
  timing: HeadlineTiming,
): Transition {
  const from = Math.max(0, Math.floor(fromLetters))
  const to = Math.max(1, Math.floor(toLetters))
  if (animation === 'typing') {
    // The word is selected, disappears, and after a pause the next one is typed letter by letter.
    const typingStart = timing.selectionDuration + TYPING_PAUSE
    return {
      steps: [
        { at: 0, kind: 'select' },
        { at: timing.selectionDuration, kind: 'deselect' },
        ...letterSteps('hide-letter', from, timing.selectionDuration, 0),
        { at: typingStart, kind: 'switch' },
        ...letterSteps('show-letter', to, typingStart, timing.typingDelay),
      ],
      next: typingStart + (to - 1) * timing.typingDelay + timing.iterationDelay,
    }
  }
  if (animation === 'clip') {
    return {
      steps: [
        { at: 0, kind: 'collapse' },
        { at: timing.revealDuration, kind: 'switch' },
        { at: timing.revealDuration, kind: 'expand' },
      ],
      next: 2 * timing.revealDuration + timing.revealDelay,
    }
  }
  if (isLetterAnimation(animation)) {
    // The outgoing letters leave while the incoming ones arrive, one after the other.
    return {
      steps: [
        { at: 0, kind: 'switch' },
        ...letterSteps('hide-letter', from, 0, timing.lettersDelay),
        ...letterSteps('show-letter', to, 0, timing.lettersDelay),
      ],
      next: (Math.max(from, to) - 1) * timing.lettersDelay + timing.iterationDelay,
    }
  }
  return { steps: [{ at: 0, kind: 'switch' }], next: timing.iterationDelay }
}

/** A highlight cycle: drawn at once; when looping, faded out near the end of the delay and drawn again after it. */
export function highlightCycle(
  timing: HeadlineTiming,
  loop: boolean,
): { steps: { at: number; kind: 'draw' | 'erase' }[]; next: number | null } {
  if (!loop) return { steps: [{ at: 0, kind: 'draw' }], next: null }
  return {
    steps: [
      { at: 0, kind: 'draw' },
      { at: timing.highlightDuration + timing.highlightDelay * HIGHLIGHT_ERASE_AT, kind: 'erase' },
    ],
    next: timing.highlightDuration + timing.highlightDelay,
  }
}
