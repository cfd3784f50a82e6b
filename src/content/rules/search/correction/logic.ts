/**
 * "Did you mean": a query whose articles find nothing is tried again with each word the index does not know replaced by
 * the word one edit away (a letter left out, added, changed, or two neighbours swapped) that the most documents hold.
 * Words are folded (see `searchTerms`), so the index's vocabulary and the candidates speak the same letters.
 */

/** Letters a typed word may have lost or got wrong: what folded Vietnamese and phone names are written with. */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'

/** Words shorter than this have too many neighbours to guess from; longer ones would ask the index too many. */
export const CORRECTABLE_LENGTH = { min: 3, max: 20 } as const

/** Whether a term the index does not know is worth correcting: 3 to 20 characters, not a number. */
export const isCorrectable = (term: string): boolean =>
  [...term].length >= CORRECTABLE_LENGTH.min && [...term].length <= CORRECTABLE_LENGTH.max && !/^\d+$/.test(term)

/** Every word one edit away from `word` (over a–z, 0–9 and its own letters), without `word` itself. */
export function oneEditAway(word: string): string[] {
  const letters = [...word]
  const alphabet = [...new Set([...ALPHABET, ...letters])]
  const found = new Set<string>()
  const join = (parts: string[]) => parts.join('')
  for (let at = 0; at <= letters.length; at++) {
    const before = letters.slice(0, at)
    const after = letters.slice(at)
    for (const letter of alphabet) found.add(join([...before, letter, ...after]))
    if (at < letters.length) {
      found.add(join([...before, ...after.slice(1)]))
      for (const letter of alphabet) found.add(join([...before, letter, ...after.slice(1)]))
      if (at + 1 < letters.length) found.add(join([...before, after[1], after[0], ...after.slice(2)]))
    }
  }
  found.delete(word)
  return [...found]
}

/** The word of `candidates` most documents hold (`counts`: documents per word), alphabetically first on a tie; null when none is held. */
export function mostFrequent(candidates: readonly string[], counts: ReadonlyMap<string, number>): string | null {
  let best: string | null = null
  let bestCount = 0
  for (const candidate of candidates) {
    const count = counts.get(candidate) ?? 0
    if (count > bestCount || (count === bestCount && count > 0 && best !== null && candidate < best)) {
      best = candidate
      bestCount = count
    }
  }
  return best
}

/**
 * The query's terms with each of `unknown` replaced by its most frequent neighbour in `counts` (documents per word,
 * looked up for the neighbours of `unknown`), without repeats; null when no term could be corrected.
 */
export function correctTerms(
  terms: readonly string[],
  unknown: ReadonlySet<string>,
  counts: ReadonlyMap<string, number>,
): string[] | null {
  let changed = false
  const corrected = terms.map((term) => {
    if (!unknown.has(term)) return term
    const better = mostFrequent(oneEditAway(term), counts)
    if (better === null) return term
    changed = true
    return better
  })
  return changed ? [...new Set(corrected)] : null
}
