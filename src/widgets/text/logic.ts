import { escapeHtml } from '@/lib/html'

/** Whether a stored value is the rich text editor's HTML (it always opens with a block) rather than older plain text. */
const isRichText = (text: string) => /^\s*<(p|h[1-6]|ul|ol|blockquote|pre|hr|div)[\s>/]/i.test(text)

/**
 * The rich text HTML of a text block. Layouts saved before rich text stored plain text: blank lines separate
 * paragraphs, single line breaks stay as `<br>`, and everything is escaped.
 */
export function textHtml(value: unknown): string {
  if (typeof value !== 'string') return ''
  if (isRichText(value)) return value
  return value
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\r?\n/g, '<br>')}</p>`)
    .join('')
}
