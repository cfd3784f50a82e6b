/** Elementor's editor HTML as ours (docs/import.md, Elementor layouts). Pure. */

import { cleanHtml } from '@/lib/sanitize-html'
import { escapeHtml } from '@/lib/html'
import type { Conversion } from './conversion'

/** What our rich text opens with: a block (src/widgets/text/logic.ts reads anything else as plain text). */
const OPENS_WITH_BLOCK = /^\s*<(p|h[1-6]|ul|ol|blockquote|pre|hr|div)[\s>/]/i

/** The longest editor HTML read; the allow-list keeps at most 50,000 characters of it. */
const MAX_RAW_HTML = 200_000

/**
 * WordPress's paragraphs for text saved without them: blank lines part paragraphs, single line breaks stay. Text
 * already in blocks is left as it is.
 */
function paragraphs(html: string): string {
  if (OPENS_WITH_BLOCK.test(html)) return html
  return html
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${paragraph.replace(/\r?\n/g, '<br>')}</p>`)
    .join('')
}

/**
 * Editor HTML through the project's one allow-list, its images pointing at the imported media and its links at the
 * new site (every image address is listed for the importer). '' for anything that is not text.
 */
export function layoutHtml(value: unknown, conversion: Conversion): string {
  if (typeof value !== 'string') return ''
  const rewritten = value
    .slice(0, MAX_RAW_HTML)
    .replace(
      /(<[a-z][^<>]*?\s)(src|href)=(["'])([^"'<>]*)\3/gi,
      (_whole, start: string, name: string, quote: string, address: string) => {
        const decoded = address.replace(/&amp;/g, '&')
        // Links point at the new site; images from the old site's uploads are the imported media, others stay.
        const next =
          name.toLowerCase() !== 'src'
            ? conversion.link(decoded, 'editor')
            : /\/wp-content\/uploads\//.test(decoded)
              ? (conversion.media(decoded)?.url ?? decoded)
              : decoded
        return `${start}${name}=${quote}${escapeHtml(next)}${quote}`
      },
    )
  const clean = cleanHtml(paragraphs(rewritten)).trim()
  return !clean || OPENS_WITH_BLOCK.test(clean) ? clean : `<div>${clean}</div>`
}
