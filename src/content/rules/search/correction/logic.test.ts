import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { correctTerms, isCorrectable, mostFrequent, oneEditAway } from './logic'

/** Edits between two words (optimal string alignment: a swap of neighbours counts one), the reference the tests check against. */
function editDistance(a: string, b: string): number {
  const x = [...a]
  const y = [...b]
  const d = Array.from({ length: x.length + 1 }, (_, i) =>
    Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  )
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (x[i - 1] === y[j - 1] ? 0 : 1))
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1)
    }
  }
  return d[x.length][y.length]
}

const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789')
const word = fc.array(letter, { minLength: 1, maxLength: 12 }).map((letters) => letters.join(''))

const shortWord = fc.array(letter, { minLength: 1, maxLength: 7 }).map((letters) => letters.join(''))

/** A word and one random edit of it. */
const edited = fc
  .tuple(word, fc.nat(), letter, fc.constantFrom('delete', 'insert', 'substitute', 'swap'))
  .map(([original, position, newLetter, kind]) => {
    const letters = [...original]
    const at = position % (letters.length + (kind === 'insert' ? 1 : 0))
    if (kind === 'delete') letters.splice(at, 1)
    if (kind === 'insert') letters.splice(at, 0, newLetter)
    if (kind === 'substitute') letters[at] = newLetter
    if (kind === 'swap' && at + 1 < letters.length) [letters[at], letters[at + 1]] = [letters[at + 1], letters[at]]
    return { original, typo: letters.join('') }
  })

describe('oneEditAway', () => {
  it('gives only words exactly one edit away, each once', () => {
    fc.assert(
      fc.property(shortWord, (original) => {
        const neighbours = oneEditAway(original)
        expect(new Set(neighbours).size).toBe(neighbours.length)
        for (const neighbour of neighbours) expect(editDistance(original, neighbour)).toBe(1)
      }),
      { numRuns: 50 },
    )
  })

  it('finds the word a single typo came from', () => {
    fc.assert(
      fc.property(edited, ({ original, typo }) => {
        if (typo !== original) expect(oneEditAway(typo)).toContain(original)
      }),
    )
  })

  it('knows the letters of the word itself, beyond a–z and digits', () => {
    expect(oneEditAway('ab')).toContain('ba')
    expect(oneEditAway('ωa')).toContain('ωωa')
  })
})

describe('isCorrectable', () => {
  it('corrects words of 3 to 20 characters that are not numbers', () => {
    expect(isCorrectable('iphne')).toBe(true)
    expect(isCorrectable('ab')).toBe(false)
    expect(isCorrectable('a'.repeat(21))).toBe(false)
    expect(isCorrectable('2024')).toBe(false)
    expect(isCorrectable('a52')).toBe(true)
  })
})

describe('mostFrequent', () => {
  it('picks the word most documents hold, alphabetically first on a tie, and never one held by none', () => {
    expect(
      mostFrequent(
        ['iphone', 'iphane', 'ipone'],
        new Map([
          ['iphone', 12],
          ['ipone', 1],
        ]),
      ),
    ).toBe('iphone')
    expect(
      mostFrequent(
        ['b', 'a'],
        new Map([
          ['a', 3],
          ['b', 3],
        ]),
      ),
    ).toBe('a')
    expect(mostFrequent(['a', 'b'], new Map([['c', 3]]))).toBeNull()
    expect(mostFrequent(['a'], new Map([['a', 0]]))).toBeNull()
  })

  it('returns a candidate with the highest count', () => {
    fc.assert(
      fc.property(fc.dictionary(word, fc.nat({ max: 50 })), (record) => {
        const counts = new Map(Object.entries(record))
        const best = mostFrequent([...counts.keys()], counts)
        const highest = Math.max(0, ...counts.values())
        if (highest === 0) expect(best).toBeNull()
        else expect(counts.get(best!)).toBe(highest)
      }),
    )
  })
})

describe('correctTerms', () => {
  it('replaces the unknown word by its most frequent neighbour: iphne → iphone', () => {
    const counts = new Map([
      ['iphone', 40],
      ['phone', 3],
    ])
    expect(correctTerms(['chup', 'iphne'], new Set(['iphne']), counts)).toEqual(['chup', 'iphone'])
  })

  it('says null when no unknown word has a neighbour in the index', () => {
    expect(correctTerms(['khongcotu'], new Set(['khongcotu']), new Map([['iphone', 4]]))).toBeNull()
    expect(correctTerms(['pin'], new Set(), new Map([['pim', 4]]))).toBeNull()
  })

  it('drops a repeat the correction makes', () => {
    expect(correctTerms(['iphone', 'iphne'], new Set(['iphne']), new Map([['iphone', 2]]))).toEqual(['iphone'])
  })

  it('changes only unknown terms, each by one edit, to words the index holds', () => {
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 4 }),
        fc.dictionary(word, fc.integer({ min: 1, max: 9 })),
        (terms, record) => {
          const unique = [...new Set(terms)]
          const counts = new Map(Object.entries(record))
          const unknown = new Set(unique.filter((term) => !counts.has(term)))
          const corrected = correctTerms(unique, unknown, counts)
          if (corrected === null) return
          for (const term of corrected) {
            const from = unique.find(
              (original) => original === term || (unknown.has(original) && editDistance(original, term) === 1),
            )
            expect(from).toBeDefined()
            if (!unique.includes(term)) expect(counts.has(term)).toBe(true)
          }
          for (const term of unique) if (!unknown.has(term)) expect(corrected).toContain(term)
        },
      ),
    )
  })
})
