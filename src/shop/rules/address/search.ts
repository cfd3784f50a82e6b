/**
 * Finding a commune in the ward field: by its name or by the name of an old ward that went into it, typed with or
 * without diacritics (`ben nghe` finds `Phường Bến Nghé → Phường Sài Gòn`). Pure and without the data, so the
 * browser's combobox and the server share it: the server hands the browser one province's choices at a time.
 */

import { foldDiacritics } from '@/lib/vi'

/** One province's choices as the server sends them: its communes `[code, name]`, and old wards `[new code, label, old name]`. */
export interface ProvinceChoices {
  communes: [string, string][]
  old: [string, string, string][]
}

/** A choice of the ward field: a commune, or an old ward's name leading to the commune it went into. */
export interface WardChoice {
  /** The commune chosen (the new one, for an old ward). */
  code: string
  /** What the list shows: the commune's name, or `Phường Bến Nghé (Quận 1) → Phường Sài Gòn`. */
  label: string
  /** The name that is matched. */
  name: string
  old: boolean
}

const KIND = /^(?:Thành phố|Tỉnh|Phường|Xã|Đặc khu|Quận|Huyện|Thị xã|Thị trấn) /

/** A unit's name without its kind: `Sài Gòn` for `Phường Sài Gòn`. */
export function withoutKind(name: string): string {
  return name.replace(KIND, '')
}

/** A name as typed, for telling apart names folded alike (`Sơn Hà`, `Sơn Hạ`): lower case, single spaces. */
const lowerName = (name: string) => name.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim()

/** A name folded for matching: no diacritics, lower case, single spaces (`phuong sai gon`). */
export function foldName(name: string): string {
  return foldDiacritics(name.normalize('NFC')).replace(/\s+/g, ' ').trim()
}

/** The choices of one province, communes first, as the ward field offers them. */
export function wardChoices(choices: ProvinceChoices): WardChoice[] {
  return [
    ...choices.communes.map(([code, name]) => ({ code, label: name, name, old: false })),
    ...choices.old.map(([code, label, name]) => ({ code, label, name, old: true })),
  ]
}

type Prepared = { choice: WardChoice; full: string; bare: string; exact: string; exactBare: string }
const prepared = new WeakMap<readonly WardChoice[], Prepared[]>()

function prepare(choices: readonly WardChoice[]): Prepared[] {
  let list = prepared.get(choices)
  if (!list) {
    list = choices.map((choice) => ({
      choice,
      full: foldName(choice.name),
      bare: foldName(withoutKind(choice.name)),
      exact: lowerName(choice.name),
      exactBare: lowerName(withoutKind(choice.name)),
    }))
    prepared.set(choices, list)
  }
  return list
}

/** How well a name matches: 0 the whole name (with or without its kind), 1 its start, 2 a word's start, 3 inside; null not at all. */
function rank({ full, bare }: Prepared, query: string): number | null {
  if (full === query || bare === query) return 0
  if (full.startsWith(query) || bare.startsWith(query)) return 1
  if (` ${full}`.includes(` ${query}`)) return 2
  return full.includes(query) ? 3 : null
}

/**
 * The choices matching what was typed, best first: by how well the name matches (a whole name typed with its very
 * accents before one only folded alike), communes before old wards, then in the list's order; at most `limit`.
 * Nothing typed: the communes alone, all of them.
 */
export function searchWardChoices(choices: readonly WardChoice[], typed: string, limit = 30): WardChoice[] {
  const query = foldName(typed)
  if (!query) return choices.filter((choice) => !choice.old)
  const asTyped = lowerName(typed)
  const found: { choice: WardChoice; score: number; order: number }[] = []
  prepare(choices).forEach((entry, order) => {
    const match = rank(entry, query)
    if (match === null) return
    const alike = match === 0 && entry.exact !== asTyped && entry.exactBare !== asTyped
    found.push({ choice: entry.choice, score: match * 4 + (alike ? 2 : 0) + (entry.choice.old ? 1 : 0), order })
  })
  return found
    .sort((a, b) => a.score - b.score || a.order - b.order)
    .slice(0, limit)
    .map(({ choice }) => choice)
}
