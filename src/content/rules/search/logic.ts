import { foldDiacritics } from '@/lib/vi'

/** Search terms typed by a visitor, folded: `Chụp  màn hình!` → ['chup', 'man', 'hinh']. At most 8. */
export function searchTerms(query: string): string[] {
  const terms = foldDiacritics(query.normalize('NFC'))
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
  return [...new Set(terms)].slice(0, 8)
}

/**
 * FTS5 MATCH expression: every term must appear; the last one may be a prefix (search as you type).
 * Terms are quoted, so nothing a visitor types is read as FTS syntax.
 */
export function ftsMatchExpression(terms: string[]): string {
  return terms.map((term, index) => `"${term.replaceAll('"', '')}"${index === terms.length - 1 ? '*' : ''}`).join(' ')
}

/**
 * PostgreSQL tsquery: every term must appear; the last one may be a prefix. Terms hold only letters and
 * digits (see `searchTerms`), so nothing a visitor types is read as tsquery syntax.
 */
export function tsQueryExpression(terms: string[]): string {
  return terms
    .map((term, index) => `${term.replace(/[^\p{L}\p{N}]/gu, '')}${index === terms.length - 1 ? ':*' : ''}`)
    .join(' & ')
}

export interface TextPart {
  text: string
  match: boolean
}

/**
 * Splits `text` into parts, marking every word start where a term appears, ignoring diacritics and case.
 * Concatenating the parts gives back `text`.
 */
export function highlightParts(text: string, terms: string[]): TextPart[] {
  const folded = foldDiacritics(text)
  const marks = new Array<boolean>(text.length).fill(false)
  for (const term of terms) {
    if (!term) continue
    let from = folded.indexOf(term)
    while (from !== -1) {
      const atWordStart = from === 0 || !/[\p{L}\p{N}]/u.test(folded[from - 1])
      if (atWordStart) marks.fill(true, from, from + term.length)
      from = folded.indexOf(term, from + 1)
    }
  }
  // Spaces between two marked words join them into one highlight ("chụp màn hình", not three).
  for (const gap of folded.matchAll(/\s+/g)) {
    if (gap.index > 0 && marks[gap.index - 1] && marks[gap.index + gap[0].length])
      marks.fill(true, gap.index, gap.index + gap[0].length)
  }
  const parts: TextPart[] = []
  for (let index = 0; index < text.length; index++) {
    const last = parts.at(-1)
    if (last && last.match === marks[index]) last.text += text[index]
    else parts.push({ text: text[index], match: marks[index] })
  }
  return parts
}

/**
 * About `length` characters of `text` around the first term found, cut at word boundaries. `folded` is the text
 * already folded (search keeps it with each result's card, so a query does not fold whole articles again).
 */
export function snippetAround(
  text: string,
  terms: string[],
  { length = 180, folded = foldDiacritics(text) } = {},
): string {
  const hits = terms.map((term) => folded.indexOf(term)).filter((index) => index >= 0)
  const first = hits.length ? Math.min(...hits) : 0
  if (text.length <= length) return text
  let start = Math.max(0, first - Math.floor(length / 3))
  let end = Math.min(text.length, start + length)
  start = Math.max(0, end - length)
  if (start > 0) start = text.indexOf(' ', start) + 1 || start
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end
  return `${start > 0 ? '… ' : ''}${text.slice(start, end).trim()}${end < text.length ? ' …' : ''}`
}
