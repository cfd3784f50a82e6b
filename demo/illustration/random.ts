/** FNV-1a: a small, stable 32-bit string hash. */
function hashString(text: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** A deterministic pseudo-random source. */
export interface Random {
  /** A number in [0, 1). */
  next(): number
  /** A number in [min, max). */
  range(min: number, max: number): number
  chance(probability: number): boolean
  pick<T>(items: readonly T[]): T
  shuffle<T>(items: readonly T[]): T[]
}

/** Mulberry32 seeded with a hash of `seed`: the same seed always yields the same sequence. */
export function createRandom(seed: string): Random {
  let state = hashString(seed)
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let value = state
    value = Math.imul(value ^ (value >>> 15), value | 1)
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61)
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296
  }
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)]
    if (item === undefined) throw new Error('Cannot pick from an empty list')
    return item
  }
  return {
    next,
    range: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick,
    shuffle: <T>(items: readonly T[]): T[] => {
      const result = [...items]
      for (let index = result.length - 1; index > 0; index--) {
        const other = Math.floor(next() * (index + 1))
        const current = result[index]
        result[index] = result[other]
        result[other] = current
      }
      return result
    },
  }
}
