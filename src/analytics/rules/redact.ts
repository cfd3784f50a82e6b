/**
 * What is never stored of a visitor's addresses and texts (docs/measurement.md, Redaction): e-mail addresses, as typed
 * or percent-encoded (`an%40vidu.vn`), are replaced by `(redacted)` as GA4 does, and the query parameters the owner
 * listed (tokens, keys) are dropped from addresses. Pure.
 */

export const REDACTED = '(redacted)'

/** An e-mail address: a local part, `@` (or `%40`), a domain with a dot. */
const EMAIL = '[\\p{L}\\p{N}._%+-]+(?:@|%40)[\\p{L}\\p{N}-]+(?:\\.[\\p{L}\\p{N}-]+)+'
const anEmail = new RegExp(EMAIL, 'iu')
const everyEmail = new RegExp(EMAIL, 'giu')

/** Whether a text holds something that reads as an e-mail address, as it is or percent-decoded once. */
export function holdsEmail(text: string): boolean {
  return anEmail.test(text) || anEmail.test(safeDecode(text))
}

/**
 * `text` with every e-mail address replaced by `(redacted)`, also where one is percent-encoded. An address encoded
 * once more (`%2540`) or made of encoded letters is found in the decoded text, which is then kept; a text still
 * holding one after a few decodings is dropped whole.
 */
export function redactEmails(text: string): string {
  let clean = text.replace(everyEmail, REDACTED)
  for (let decodings = 0; decodings < 3 && holdsEmail(clean); decodings++)
    clean = safeDecode(clean).replace(everyEmail, REDACTED)
  return holdsEmail(clean) ? REDACTED : clean
}

/** `text` percent-decoded once; where it is not valid encoding as a whole, each ASCII escape on its own. */
function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  }
}

/**
 * An address without the query parameters named in `dropped` (compared without case), e-mail addresses redacted
 * everywhere in it. A text that is not an absolute address is only redacted.
 */
export function cleanAddress(address: string, dropped: readonly string[]): string {
  if (!URL.canParse(address)) return redactEmails(address)
  const url = new URL(address)
  const names = new Set(dropped.map((name) => name.toLowerCase()))
  for (const name of [...url.searchParams.keys()]) if (names.has(name.toLowerCase())) url.searchParams.delete(name)
  return redactEmails(url.href)
}
