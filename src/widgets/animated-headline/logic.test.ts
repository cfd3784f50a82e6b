import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_TIMING,
  headlineSentence,
  headlineSettings,
  headlineTiming,
  highlightCycle,
  MAX_TIMING,
  MAX_WORDS,
  nextWordIndex,
  ROTATING_ANIMATIONS,
  rotatingWords,
  splitLetters,
  START_ROOT_MARGIN,
  TYPING_PAUSE,
  wordTransition,
} from './logic'
import { SHAPE_PATHS } from './shapes'

const timingArbitrary = fc.record(
  Object.fromEntries(
    Object.keys(DEFAULT_TIMING).map((name) => [name, fc.integer({ min: 0, max: MAX_TIMING })]),
  ) as Record<keyof typeof DEFAULT_TIMING, fc.Arbitrary<number>>,
)

describe('settings', () => {
  it('has the spec defaults, and starts 100 px into the viewport', () => {
    expect(DEFAULT_TIMING).toEqual({
      iterationDelay: 2500,
      lettersDelay: 50,
      typingDelay: 150,
      selectionDuration: 500,
      revealDuration: 600,
      revealDelay: 1500,
      highlightDuration: 1200,
      highlightDelay: 8000,
    })
    expect(START_ROOT_MARGIN).toBe('0px 0px -100px 0px')
  })

  it('reads timings defensively: numeric strings kept, rounded, capped at a minute; junk and negatives give the default', () => {
    expect(headlineTiming({})).toEqual(DEFAULT_TIMING)
    const timing = headlineTiming({
      iterationDelay: '3000',
      lettersDelay: 12.6,
      typingDelay: -5,
      selectionDuration: 'abc',
      revealDuration: Infinity,
      highlightDelay: 10 ** 9,
      revealDelay: 0,
    })
    expect(timing).toMatchObject({
      iterationDelay: 3000,
      lettersDelay: 13,
      typingDelay: 150,
      selectionDuration: 500,
      revealDuration: 600,
      highlightDelay: MAX_TIMING,
      revealDelay: 0,
    })
  })

  it('splits rotating words by line, trimmed, without empty lines, at most twenty', () => {
    expect(rotatingWords('  iPhone \r\n\nSamsung Galaxy\n   \nOppo')).toEqual(['iPhone', 'Samsung Galaxy', 'Oppo'])
    expect(rotatingWords(Array.from({ length: 30 }, (_, index) => `từ ${index}`).join('\n'))).toHaveLength(MAX_WORDS)
    expect(rotatingWords(null)).toEqual([])
    expect(rotatingWords(['iPhone'])).toEqual([])
  })

  it('falls back to a highlighted h2 for unknown choices and keeps known ones', () => {
    const settings = headlineSettings({
      style: 'marquee',
      shape: 'star',
      animation: 'explode',
      level: 'h7',
      align: 'justify',
      loop: 'no',
    })
    expect(settings).toMatchObject({
      style: 'highlight',
      shape: 'circle',
      animation: 'typing',
      tag: 'h2',
      align: 'left',
      loop: true,
    })
    expect(
      headlineSettings({
        style: 'rotating',
        animation: 'blinds',
        level: 'p',
        align: 'center',
        loop: false,
        words: 'a\nb',
      }),
    ).toMatchObject({
      style: 'rotating',
      animation: 'blinds',
      tag: 'p',
      align: 'center',
      loop: false,
      words: ['a', 'b'],
    })
  })

  it('property: any stored props give renderable settings, never an exception', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom(
            'style',
            'shape',
            'animation',
            'before',
            'highlighted',
            'words',
            'after',
            'level',
            'align',
            'loop',
            ...Object.keys(DEFAULT_TIMING),
          ),
          fc.anything(),
        ),
        (props) => {
          const settings = headlineSettings(props)
          expect(SHAPE_PATHS[settings.shape].length).toBeGreaterThan(0)
          expect(ROTATING_ANIMATIONS).toContain(settings.animation)
          for (const value of Object.values(settings.timing)) {
            expect(Number.isInteger(value)).toBe(true)
            expect(value).toBeGreaterThanOrEqual(0)
            expect(value).toBeLessThanOrEqual(MAX_TIMING)
          }
          for (const word of settings.words) expect(word).toBe(word.trim())
          expect(settings.words.every(Boolean)).toBe(true)
        },
      ),
    )
  })
})

describe('letters', () => {
  it('keeps Vietnamese letters whole, precomposed or written with combining marks', () => {
    expect(splitLetters('Điện thoại')).toEqual(['Đ', 'i', 'ệ', 'n', ' ', 't', 'h', 'o', 'ạ', 'i'])
    const decomposed = 'Điện thoại'.normalize('NFD')
    expect(splitLetters(decomposed)).toHaveLength(10)
    expect(splitLetters(decomposed)[2]).toBe('e\u0323\u0302')
    expect(splitLetters('')).toEqual([])
  })

  it('property: the letters put back together are the word, and each base letter carries its marks', () => {
    const marks = fc.constantFrom(
      '',
      '\u0300',
      '\u0301',
      '\u0303',
      '\u0309',
      '\u0323',
      '\u0302\u0301',
      '\u031b\u0323',
      '\u0306\u0300',
    )
    const letter = fc
      .tuple(fc.constantFrom(...'aeiouyAEIOUYbcdđghklmnpqrstvx'), marks)
      .map(([base, mark]) => base + mark)
    fc.assert(
      fc.property(fc.array(letter, { maxLength: 20 }), (letters) => {
        const word = letters.join('')
        expect(splitLetters(word)).toEqual(letters)
        expect(splitLetters(word.normalize('NFC')).join('')).toBe(word.normalize('NFC'))
      }),
    )
  })
})

describe('sentence', () => {
  it('joins the parts with spaces, none before closing punctuation, skipping empty parts', () => {
    expect(headlineSentence(['Cách chụp màn hình trên', 'iPhone', ''])).toBe('Cách chụp màn hình trên iPhone')
    expect(headlineSentence(['Bạn đã thử', 'Face ID', '?'])).toBe('Bạn đã thử Face ID?')
    expect(headlineSentence(['', 'Pin', 'trâu hơn'])).toBe('Pin trâu hơn')
    expect(headlineSentence([])).toBe('')
  })
})

describe('next word', () => {
  it('goes round with loop, stops at the last without it, and never moves fewer than two words', () => {
    expect(nextWordIndex(0, 3, true)).toBe(1)
    expect(nextWordIndex(2, 3, true)).toBe(0)
    expect(nextWordIndex(1, 3, false)).toBe(2)
    expect(nextWordIndex(2, 3, false)).toBeNull()
    expect(nextWordIndex(0, 1, true)).toBeNull()
    expect(nextWordIndex(0, 0, true)).toBeNull()
  })

  it('property: with loop every word comes once per round, back to the first', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: MAX_WORDS }), (count) => {
        const seen = new Set<number>()
        let current = 0
        for (let step = 0; step < count; step++) {
          current = nextWordIndex(current, count, true)!
          seen.add(current)
        }
        expect(current).toBe(0)
        expect(seen.size).toBe(count)
      }),
    )
  })
})

describe('timelines', () => {
  it('typing: select, the old word gone after the selection, the new one typed after a pause, held for the delay', () => {
    const { steps, next } = wordTransition('typing', 6, 3, DEFAULT_TIMING)
    const typingStart = 500 + TYPING_PAUSE
    expect(steps.filter((step) => !('letter' in step))).toEqual([
      { at: 0, kind: 'select' },
      { at: 500, kind: 'deselect' },
      { at: typingStart, kind: 'switch' },
    ])
    expect(steps.filter((step) => step.kind === 'hide-letter').map((step) => step.at)).toEqual([
      500, 500, 500, 500, 500, 500,
    ])
    expect(steps.filter((step) => step.kind === 'show-letter').map((step) => step.at)).toEqual([
      typingStart,
      typingStart + 150,
      typingStart + 300,
    ])
    expect(next).toBe(typingStart + 300 + 2500)
  })

  it('clip: collapses over the reveal time, switches, reveals, holds for the reveal delay', () => {
    expect(wordTransition('clip', 4, 9, DEFAULT_TIMING)).toEqual({
      steps: [
        { at: 0, kind: 'collapse' },
        { at: 600, kind: 'switch' },
        { at: 600, kind: 'expand' },
      ],
      next: 600 + 600 + 1500,
    })
  })

  it('whole-word animations switch at once and wait the iteration delay', () => {
    for (const animation of ['flip', 'slide-down', 'drop-in'] as const) {
      expect(wordTransition(animation, 5, 7, DEFAULT_TIMING)).toEqual({
        steps: [{ at: 0, kind: 'switch' }],
        next: 2500,
      })
    }
  })

  it('letter animations: old letters leave and new ones come every letters delay, then the iteration delay', () => {
    const { steps, next } = wordTransition('wave', 2, 4, DEFAULT_TIMING)
    expect(steps).toEqual([
      { at: 0, kind: 'switch' },
      { at: 0, kind: 'hide-letter', letter: 0 },
      { at: 50, kind: 'hide-letter', letter: 1 },
      { at: 0, kind: 'show-letter', letter: 0 },
      { at: 50, kind: 'show-letter', letter: 1 },
      { at: 100, kind: 'show-letter', letter: 2 },
      { at: 150, kind: 'show-letter', letter: 3 },
    ])
    expect(next).toBe(150 + 2500)
  })

  it('property: one switch, every letter hidden and shown exactly once, everything before the next transition', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ROTATING_ANIMATIONS),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 40 }),
        timingArbitrary,
        (animation, from, to, timing) => {
          const { steps, next } = wordTransition(animation, from, to, timing)
          expect(steps.filter((step) => step.kind === 'switch')).toHaveLength(1)
          for (const step of steps) {
            expect(step.at).toBeGreaterThanOrEqual(0)
            expect(step.at).toBeLessThanOrEqual(next)
          }
          const letters = (kind: string) =>
            steps.flatMap((step) => (step.kind === kind && 'letter' in step ? [step.letter] : [])).sort((a, b) => a - b)
          if (['typing', 'swirl', 'wave', 'blinds'].includes(animation)) {
            expect(letters('hide-letter')).toEqual(Array.from({ length: from }, (_, index) => index))
            expect(letters('show-letter')).toEqual(Array.from({ length: to }, (_, index) => index))
          } else {
            expect(letters('hide-letter').length + letters('show-letter').length).toBe(0)
          }
          // The new word is not shown before it is switched in.
          const switchAt = steps.find((step) => step.kind === 'switch')!.at
          expect(steps.filter((step) => step.kind === 'show-letter').every((step) => step.at >= switchAt)).toBe(true)
          // The new word stays at least the hold time (the reveal delay for clip, the iteration delay otherwise).
          expect(next).toBeGreaterThanOrEqual(animation === 'clip' ? timing.revealDelay : timing.iterationDelay)
        },
      ),
    )
  })

  it('highlight: drawn once without loop; with loop faded out at 80 % of the delay and drawn again after it', () => {
    expect(highlightCycle(DEFAULT_TIMING, false)).toEqual({ steps: [{ at: 0, kind: 'draw' }], next: null })
    expect(highlightCycle(DEFAULT_TIMING, true)).toEqual({
      steps: [
        { at: 0, kind: 'draw' },
        { at: 1200 + 6400, kind: 'erase' },
      ],
      next: 1200 + 8000,
    })
  })

  it('property: a looping highlight is erased after it is drawn and before it is drawn again', () => {
    fc.assert(
      fc.property(timingArbitrary, (timing) => {
        const { steps, next } = highlightCycle(timing, true)
        const erase = steps.find((step) => step.kind === 'erase')!
        expect(erase.at).toBeGreaterThanOrEqual(timing.highlightDuration)
        expect(erase.at).toBeLessThanOrEqual(next!)
      }),
    )
  })
})
