import { escapeHtml } from '@/lib/html'
import type { Problems } from './problems'

/**
 * WordPress shortcodes in post content (docs/import.md, Post content): `[caption]`, `[gallery]` and `[embed]` become
 * elements the conversion reads (`<wp-caption data-id data-caption>`, `<wp-gallery data-ids>`, `<wp-embed>`); any
 * other is left as text and reported once by name. Pure.
 */

const KNOWN = ['caption', 'wp_caption', 'gallery', 'embed'] as const
type Known = (typeof KNOWN)[number]

/** An opening known shortcode: `[[` (escaped), name, attributes, `/` (self-closing), `]]` (escaped). */
const OPENING = new RegExp(`\\[(\\[?)(${KNOWN.join('|')})(?![\\w-])([^\\]]*?)(\\/)?\\](\\]?)`, 'g')
/** A shortcode of any name, with attributes (`name="…"`) or none: `[toc]`, `[su_note color="x"]`, `[x /]`. */
const ANY = /\[([a-z][a-z0-9_-]*)(?:\s[^[\]=]*=[^[\]]*|\s*\/?)\]/g
/** One attribute: `name="value"`, `name='value'`, `name=value`, or a value alone. */
const ATTRIBUTE = /([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s'"]+))|"([^"]*)"|'([^']*)'|(\S+)/g

/** A shortcode's attributes by name (values alone are numbered from 0), as WordPress reads them. */
export function shortcodeAttributes(text: string): Record<string, string> {
  const attributes: Record<string, string> = {}
  let position = 0
  for (const match of text.matchAll(ATTRIBUTE)) {
    if (match[1]) attributes[match[1].toLowerCase()] = match[2] ?? match[3] ?? match[4] ?? ''
    else attributes[String(position++)] = match[5] ?? match[6] ?? match[7] ?? ''
  }
  return attributes
}

function marker(name: Known, attributes: Record<string, string>, content: string): string {
  const attribute = (key: string, value: string | undefined) => (value ? ` ${key}="${escapeHtml(value)}"` : '')
  switch (name) {
    case 'gallery':
      return `<wp-gallery${attribute('data-ids', attributes.ids ?? attributes.include)}></wp-gallery>`
    case 'embed':
      return `<wp-embed>${content}</wp-embed>`
    default: {
      const id = /^attachment_(\d+)$/.exec(attributes.id ?? '')?.[1]
      const caption = attribute('data-caption', attributes.caption)
      return `<wp-caption${attribute('data-id', id)}${caption}>${content}</wp-caption>`
    }
  }
}

/** The content with its known shortcodes marked, and every other shortcode's name reported once. */
export function markShortcodes(html: string, problems: Problems): string {
  const others = new Set([...html.matchAll(ANY)].map((match) => match[1]))
  for (const name of others) if (!(KNOWN as readonly string[]).includes(name)) problems.report('shortcode', name)

  // Where each shortcode is last closed: one opened after it is not closed (read once, not for every opening).
  const lastClosing = Object.fromEntries(KNOWN.map((name) => [name, html.lastIndexOf(`[/${name}]`)]))
  const out: string[] = []
  let from = 0
  OPENING.lastIndex = 0
  for (let match = OPENING.exec(html); match; match = OPENING.exec(html)) {
    const [whole, escapedOpen, name, attributes, selfClosing, escapedClose] = match
    let end = match.index + whole.length
    if (escapedOpen) {
      // `[[gallery]]` is how WordPress writes the text `[gallery]`.
      out.push(html.slice(from, match.index), whole.slice(1, escapedClose ? -1 : undefined))
      from = end
      continue
    }
    end -= escapedClose.length
    let content = ''
    const closing = `[/${name}]`
    if (!selfClosing && name !== 'gallery' && lastClosing[name] >= end) {
      const at = html.indexOf(closing, end)
      content = html.slice(end, at)
      end = at + closing.length
    }
    out.push(html.slice(from, match.index), marker(name as Known, shortcodeAttributes(attributes), content))
    from = end
    OPENING.lastIndex = end
  }
  out.push(html.slice(from))
  return out.join('')
}
