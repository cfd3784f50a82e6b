/**
 * HTML written as text, for the few answers rendered without React (search results: the HTTP front fills them into
 * a kept page, see src/lib/search-frame.mjs). Everything interpolated into `html` is escaped unless it is `Markup`.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' }

/** Text made safe for an element's content and for a quoted attribute value, written as React writes it. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character])
}

/** Markup that is already HTML: put into `html` as it is. */
export class Markup {
  constructor(readonly html: string) {}

  toString(): string {
    return this.html
  }
}

export type HtmlValue = string | number | Markup | null | undefined | false | readonly HtmlValue[]

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return ''
  if (value instanceof Markup) return value.html
  if (Array.isArray(value)) return value.map(render).join('')
  return escapeHtml(String(value))
}

/** A template of HTML: its text as written, every value escaped (lists joined, nothing for null, undefined and false). */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): Markup {
  let text = strings[0]
  values.forEach((value, index) => (text += render(value) + strings[index + 1]))
  return new Markup(text)
}
