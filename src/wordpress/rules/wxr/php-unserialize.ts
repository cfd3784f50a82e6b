import { wxr as words } from '@/i18n/wxr'

/**
 * PHP-serialized meta values read into plain values (docs/import.md, PHP-serialized meta). A string's declared length
 * counts UTF-8 bytes, so the text is read as bytes. A length that does not match its string (left wrong by a
 * search-replace of the database) is repaired: the string ends at the first `";` followed by what can come next.
 */

export type PhpValue = null | boolean | number | string | PhpValue[] | { [key: string]: PhpValue }

export type Unserialized =
  | { ok: true; value: PhpValue; /** How many strings had a wrong length. */ repaired: number }
  | { ok: false; error: string }

/** How deep arrays and objects may nest. */
export const MAX_PHP_DEPTH = 64

/** What may follow a string: the end of the text, the end of its array, or the next value. */
type Next = 'end' | 'key' | 'value'

class Failure extends Error {}

const QUOTE = 0x22
const SEMICOLON = 0x3b
const utf8 = new TextDecoder()
/** The start of a value, read from a few bytes in Latin-1 (its tokens are ASCII). */
const VALUE_START = /^(?:N;|b:[01];|i:-?\d+;|d:[-+.\w]+;|s:\d+:"|a:\d+:\{|O:\d+:"|[rR]:\d+;)/

export function unserializePhp(text: string): Unserialized {
  if (!/^(?:[idbsaOrR]:|N;)/.test(text)) return { ok: false, error: words.php.notSerialized }
  const bytes = new TextEncoder().encode(text)
  let at = 0
  let repaired = 0

  const latin1 = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)))

  function expect(literal: string) {
    if (latin1(at, at + literal.length) !== literal) throw new Failure(words.php.badToken(at))
    at += literal.length
  }

  /** The ASCII text up to `stop` (not included), moving past it. */
  function readUntil(stop: string): string {
    const end = bytes.indexOf(stop.charCodeAt(0), at)
    if (end === -1 || end - at > 32) throw new Failure(end === -1 ? words.php.unexpectedEnd : words.php.badToken(at))
    const value = latin1(at, end)
    at = end + 1
    return value
  }

  function whole(stop: string): number {
    const digits = readUntil(stop)
    if (!/^-?\d+$/.test(digits)) throw new Failure(words.php.badToken(at))
    return Number(digits)
  }

  function followedBy(position: number, next: Next): boolean {
    if (next === 'end') return position === bytes.length
    if (next === 'value' && bytes[position] === 0x7d) return true
    return VALUE_START.test(latin1(position, position + 40))
  }

  /** A string of `length` bytes from `at` (just past its opening quote), or up to the first plausible end. */
  function string(length: number, next: Next): string {
    const start = at
    let end = start + length
    const declared = bytes[end] === QUOTE && bytes[end + 1] === SEMICOLON
    if (!declared || !followedBy(end + 2, next)) {
      let found = start - 1
      do found = bytes.indexOf(QUOTE, found + 1)
      while (found !== -1 && !(bytes[found + 1] === SEMICOLON && followedBy(found + 2, next)))
      if (found === -1 && !declared) throw new Failure(words.php.unexpectedEnd)
      // With no plausible end, the declared one stands and what follows it is the error.
      if (found !== -1) {
        end = found
        repaired++
      }
    }
    at = end + 2
    return utf8.decode(bytes.subarray(start, end))
  }

  function entries(depth: number): [string | number, PhpValue][] {
    if (depth > MAX_PHP_DEPTH) throw new Failure(words.php.tooDeep(MAX_PHP_DEPTH))
    const count = whole(':')
    expect('{')
    const list: [string | number, PhpValue][] = []
    for (let i = 0; i < count; i++) {
      const key = value(depth, 'key')
      if (typeof key !== 'string' && typeof key !== 'number') throw new Failure(words.php.badToken(at))
      list.push([key, value(depth, 'value')])
    }
    expect('}')
    return list
  }

  /** PHP arrays listing 0…n-1 in order are lists; other arrays and objects are records. */
  function collection(list: [string | number, PhpValue][]): PhpValue {
    if (list.every(([key], index) => key === index)) return list.map(([, item]) => item)
    return Object.fromEntries(list.map(([key, item]) => [String(key), item]))
  }

  function value(depth: number, next: Next): PhpValue {
    const token = latin1(at, at + 2)
    at += 2
    switch (token) {
      case 'N;':
        return null
      case 'b:':
        return whole(';') !== 0
      case 'i:':
        return whole(';')
      case 'd:': {
        const number = readUntil(';')
        if (/^-?INF$/.test(number)) return number.startsWith('-') ? -Infinity : Infinity
        if (number === 'NAN') return NaN
        if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(number)) throw new Failure(words.php.badToken(at))
        return Number(number)
      }
      case 's:': {
        const length = whole(':')
        expect('"')
        return string(length, next)
      }
      case 'a:':
        return collection(entries(depth + 1))
      case 'O:': {
        // The class name, in quotes, is not kept.
        const length = whole(':')
        at += length + 1
        expect('":')
        // Private and protected properties' names start with \0Class\0 or \0*\0.
        const list = entries(depth + 1).map(([key, item]): [string | number, PhpValue] => [
          typeof key === 'string' ? key.replace(/^\0[^\0]*\0/, '') : key,
          item,
        ])
        return collection(list)
      }
      case 'r:':
      case 'R:':
        whole(';')
        return null
      default:
        throw new Failure(at - 2 >= bytes.length ? words.php.unexpectedEnd : words.php.badToken(at - 2))
    }
  }

  try {
    const result = value(0, 'end')
    if (at !== bytes.length) return { ok: false, error: words.php.trailing(at) }
    return { ok: true, value: result, repaired }
  } catch (error) {
    if (error instanceof Failure) return { ok: false, error: error.message }
    throw error
  }
}
