/**
 * Reading what a reader typed into a form field: text, Vietnamese phone numbers, numbers, dates and times. Each reader
 * returns the one stored form of a value, or null when the text is not one; none throws. Pure, no zod, so the
 * browser's form behaviour may use them without pulling the validation in.
 */

/** C0 control characters and DEL, except tab and line feed: nothing a reader types, and trouble in mails and CSV. */
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g

/**
 * Typed text as it is stored: NFC (macOS and some Android keyboards send Vietnamese decomposed, which then fails to
 * match or sort), no control characters, `\r\n` as `\n`, trimmed. A single-line field keeps no line break or tab.
 */
export function cleanText(text: string, multiline: boolean): string {
  const lines = text.normalize('NFC').replace(/\r\n?/g, '\n').replace(CONTROL, '')
  return (multiline ? lines : lines.replace(/[\n\t]+/g, ' ')).trim()
}

/**
 * A Vietnamese phone number in international form, `+84` and the national number without its leading 0
 * (`0912 345 678`, `+84 912.345.678`, `84912345678`, `(+84) 0912-345-678` and `912345678` all give `+84912345678`).
 * National numbers: mobiles have 9 digits starting with 3, 5, 7, 8 or 9, landlines 10 starting with 2 (`028 3812 3456`).
 * Spaces, dots, dashes and brackets are separators; the prefix is `+84`, `0084`, `84` or `0`, or none.
 */
export function vietnamesePhone(text: string): string | null {
  const digits = text.replace(/[\s.\-()]/g, '')
  const match = /^(?:(?:\+|00)?84)?0?([35789]\d{8}|2\d{9})$/.exec(digits)
  return match ? `+84${match[1]}` : null
}

/** HTML's "valid floating-point number", what a native number input sends (`-1.5`, `2e3`, no `+`, no comma). */
const FLOAT = /^-?(?:\d+(?:\.\d+)?|\.\d+)(?:[eE][-+]?\d+)?$/

/** A number as a native number input sends it, or null (also for values too large to be finite). */
export function htmlNumber(text: string): number | null {
  if (!FLOAT.test(text)) return null
  const number = Number(text)
  return Number.isFinite(number) ? number : null
}

/** Whether `y-m-d` is a day of the Gregorian calendar (no 31/04, 29/02 only in leap years). */
function isCalendarDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(2000, month - 1, day))
  date.setUTCFullYear(year)
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/**
 * A calendar date as `yyyy-MM-dd` (the native input's own format, which sorts as text), from that format or from
 * `dd/MM/yyyy` typed the Vietnamese way (day first; `5/3/2025` too). Dates carry no time, so no time zone applies.
 */
export function isoDate(text: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  const typed = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text)
  const parts = iso ? [iso[1], iso[2], iso[3]] : typed ? [typed[3], typed[2], typed[1]] : null
  if (!parts) return null
  const [year, month, day] = parts
  if (Number(year) < 1 || !isCalendarDay(Number(year), Number(month), Number(day))) return null
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`
}

/** A `yyyy-MM-dd` date as Vietnamese readers write it: `dd/MM/yyyy`. */
export function displayDate(iso: string): string {
  const [year, month, day] = iso.split('-')
  return `${day}/${month}/${year}`
}

/**
 * A time of day as `HH:mm`, from a native time input (`09:30`, or `09:30:15` when it has seconds, dropped) or typed
 * (`9:30`, or the Vietnamese `9h30` and `9h`).
 */
export function clockTime(text: string): string | null {
  const match = /^(\d{1,2})(?::(\d{2})(?::\d{2}(?:\.\d{1,3})?)?|[hH](\d{2})?)$/.exec(text)
  if (!match) return null
  const hours = Number(match[1])
  const minutes = Number(match[2] ?? match[3] ?? 0)
  if (hours > 23 || minutes > 59) return null
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`
}
