/** Vietnamese text helpers: diacritic folding, slugs, money and dates. Pure functions. */

const VIETNAM_TIME_ZONE = 'Asia/Ho_Chi_Minh'

/**
 * Each character's folded form, remembered: folding works character by character and a site's texts use a few hundred
 * (search results fold whole articles for their snippets; Unicode normalisation per character was a tenth of a search).
 * Bounded, so text full of rare characters cannot grow it without end.
 */
const foldedChars = new Map<string, string>()
const REMEMBERED_CHARS = 4096

function foldChar(char: string): string {
  const known = foldedChars.get(char)
  if (known !== undefined) return known
  const base = char
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
  const mapped = base === 'đ' ? 'd' : base
  // Keep a 1:1 length with the input: characters that change length under case mapping stay as they were.
  const folded = mapped.length === char.length ? mapped : char
  if (foldedChars.size < REMEMBERED_CHARS) foldedChars.set(char, folded)
  return folded
}

/**
 * Removes Vietnamese diacritics and lower-cases, one output character per input UTF-16 unit,
 * so positions in the folded text are positions in the original ('đ' → 'd', 'Ấ' → 'a').
 */
export function foldDiacritics(text: string): string {
  if (/^[\x00-\x7f]*$/.test(text)) return text.toLowerCase()
  let folded = ''
  for (const char of text) folded += foldChar(char)
  return folded
}

/** `Cách chụp màn hình iPhone` → `cach-chup-man-hinh-iphone`. */
export function slugify(text: string): string {
  return foldDiacritics(text.normalize('NFC'))
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 96)
    .replace(/-+$/g, '')
}

const vndFormat = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 })

/** A whole number with Vietnamese thousands separators: `1.250.000`. */
export function formatAmount(amount: number): string {
  return vndFormat.format(Math.round(amount))
}

/** Integer VND as shown in the shop: `1.250.000 ₫`, the sign held to the amount by a no-break space. */
export function formatVnd(amount: number): string {
  return `${formatAmount(amount)}\u00a0₫`
}

const decimalFormat = new Intl.NumberFormat('vi-VN', { minimumFractionDigits: 1, maximumFractionDigits: 1 })

/** A number with one decimal after a comma, grouped by dots: `1,8`, `1.234,5`. */
export function formatDecimal(value: number): string {
  return decimalFormat.format(value)
}

/** A share (0.125) as Vietnamese write a percentage, with one decimal and a no-break space: `12,5 %`. */
export function formatPercent(share: number): string {
  return `${formatDecimal(share * 100)}\u00a0%`
}

/** A whole number typed with or without separators (`1.250.000`, `1 250 000`, `1250000 ₫`), or null when it is not one. */
export function parseAmount(text: string): number | null {
  const digits = text.replace(/[\s.,₫đ]/gi, '')
  if (!/^\d{1,15}$/.test(digits)) return null
  return Number(digits)
}

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: VIETNAM_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
})

/** `dd/MM/yyyy` in Vietnam's time zone. */
export function formatDate(date: string | Date): string {
  return dateFormat.format(new Date(date))
}

const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: VIETNAM_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** `HH:mm dd/MM/yyyy` in Vietnam's time zone. */
export function formatDateTime(date: string | Date | number): string {
  return `${dateTimeFormat.format(new Date(date))} ${formatDate(new Date(date))}`
}

const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000

/**
 * The calendar day in Vietnam, `yyyy-MM-dd` (so days sort as text), at today's fixed UTC+7 — not the time-zone
 * database's history (UTC+8 before 1975), so a day always starts where `vietnamDayStart` says.
 */
export function vietnamDay(date: Date | number): string {
  return new Date(new Date(date).getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 10)
}

/** The wall-clock time in Vietnam, `yyyy-MM-dd HH:mm`, at UTC+7 as `vietnamDay`. */
export function vietnamDateTime(date: Date | number | string): string {
  return new Date(new Date(date).getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ')
}

/** The instant a Vietnamese calendar day (`yyyy-MM-dd`) begins; Vietnam keeps UTC+7 all year. */
export function vietnamDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+07:00`)
}

/** Minutes to read at 200 Vietnamese words a minute, at least 1. */
export function readingMinutes(wordCount: number): number {
  return Math.max(1, Math.round(wordCount / 200))
}

const words = (text: string) => text.split(/\s+/).filter(Boolean)

export function countWords(text: string): number {
  return words(text).length
}

/** The text's first `count` words, with "…" when some were left out. */
export function firstWords(text: string, count: number): string {
  const all = words(text)
  return all.length > count ? `${all.slice(0, count).join(' ')}…` : text.trim()
}

/**
 * A phone number as Vietnamese readers write it: `+84912345678` as `0912 345 678` (mobiles 4-3-3), `+842838123456` as
 * `028 3812 3456` (landlines: the area code, then 4-4). Anything else is shown as it is.
 */
export function formatPhone(phone: string): string {
  const mobile = /^\+84([35789]\d{2})(\d{3})(\d{3})$/.exec(phone)
  if (mobile) return `0${mobile[1]} ${mobile[2]} ${mobile[3]}`
  const landline = /^\+84(2\d)(\d{4})(\d{4})$/.exec(phone)
  return landline ? `0${landline[1]} ${landline[2]} ${landline[3]}` : phone
}
