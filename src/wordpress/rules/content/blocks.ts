import { escapeHtml } from '@/lib/html'
import type { Problems } from './problems'

/**
 * The block editor's comments (`<!-- wp:image {"id":12} -->`) read out of a post, leaving HTML where the blocks that
 * need more than their HTML are marked with elements the conversion reads (docs/import.md, Post content):
 * `<wp-classic>` (classic editor content, with its paragraphs made from line breaks), `<wp-embed data-url>` and
 * `<wp-html data-html>` (an HTML block's markup as it was written).
 * Pure.
 */

/** The inside of one block comment: closer, namespace, name, attributes (JSON), self-closing. */
const BLOCK_COMMENT = /^\s+(\/)?wp:([a-z][a-z0-9_-]*\/)?([a-z][a-z0-9_-]*)\s+(\{[\s\S]*\}\s+)?(\/)?$/

/** The comment closing an HTML block. */
const HTML_CLOSER = /<!--\s+\/wp:html\s+-->/

/** Blocks whose saved HTML says all they hold: their comments are simply taken away. */
const PLAIN = new Set(
  [
    'paragraph',
    'heading',
    'list',
    'list-item',
    'quote',
    'pullquote',
    'image',
    'gallery',
    'table',
    'separator',
    'spacer',
    'code',
    'preformatted',
    'verse',
    'buttons',
    'button',
    'file',
    'audio',
    'video',
    'more',
    'nextpage',
  ].map((name) => `core/${name}`),
)

/** Blocks that lay other blocks out: flattened, their content kept in order. */
const LAYOUT = new Set(
  ['columns', 'column', 'group', 'row', 'stack', 'media-text', 'cover', 'details'].map((name) => `core/${name}`),
)

/** Blocks whose content is the classic editor's: shortcodes and paragraphs made from line breaks. */
const CLASSIC = new Set(['core/freeform', 'core/shortcode'])

export interface BlockComment {
  closer: boolean
  name: string
  attrs: Record<string, unknown>
  selfClosing: boolean
}

/** A comment's text (between `<!--` and `-->`) as a block comment, or null when it is another comment. */
export function readBlockComment(comment: string): BlockComment | null {
  const match = BLOCK_COMMENT.exec(comment)
  if (!match) return null
  let attrs: Record<string, unknown> = {}
  try {
    const parsed: unknown = match[4] ? JSON.parse(match[4]) : {}
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) attrs = parsed as Record<string, unknown>
  } catch {
    // Attributes that are not JSON are read as none, as WordPress reads them.
  }
  const name = `${match[2] ?? 'core/'}${match[3]}`
  return { closer: Boolean(match[1]), name, attrs, selfClosing: Boolean(match[5]) }
}

const isEmbed = (name: string) => name === 'core/embed' || name.startsWith('core-embed/')

/** The opening and closing markup a block becomes, reporting what is lost of it. */
function markers(block: BlockComment, problems: Problems): [string, string] {
  if (PLAIN.has(block.name)) return ['', '']
  if (LAYOUT.has(block.name)) {
    problems.report('layout', block.name)
    return ['', '']
  }
  if (CLASSIC.has(block.name)) return ['<wp-classic>', '</wp-classic>']
  if (isEmbed(block.name)) {
    const url = typeof block.attrs.url === 'string' ? block.attrs.url : ''
    return [`<wp-embed data-url="${escapeHtml(url)}">`, '</wp-embed>']
  }
  if (!block.selfClosing) {
    problems.report('block', block.name)
    return ['<wp-classic>', '</wp-classic>']
  }
  problems.report('empty-block', block.name)
  return ['', '']
}

/**
 * A post as HTML: block comments taken away or turned into their markers, text outside any block (the classic
 * editor's: all of a post written there) marked classic. Read in one pass, whatever the nesting.
 */
export function blocksToHtml(html: string, problems: Problems): string {
  const out: string[] = []
  const open: { name: string; close: string }[] = []
  const text = (value: string) => {
    if (open.length > 0 || !value.trim()) out.push(value)
    else out.push('<wp-classic>', value, '</wp-classic>')
  }
  let from = 0
  let next = 0
  for (let start = html.indexOf('<!--'); start >= 0; start = html.indexOf('<!--', next)) {
    const end = html.indexOf('-->', start + 4)
    if (end < 0) break
    next = end + 3
    const block = readBlockComment(html.slice(start + 4, end))
    if (!block) continue
    text(html.slice(from, start))
    from = end + 3
    if (block.closer) {
      const index = open.findLastIndex((opened) => opened.name === block.name)
      if (index >= 0)
        out.push(
          ...open
            .splice(index)
            .map((opened) => opened.close)
            .reverse(),
        )
      continue
    }
    if (block.name === 'core/html' && !block.selfClosing) {
      // Its markup is kept as it was written, not read as HTML (the conversion cleans it whole).
      const closer = HTML_CLOSER.exec(html.slice(next))
      const end = closer ? next + closer.index : html.length
      out.push(`<wp-html data-html="${escapeHtml(html.slice(next, end))}"></wp-html>`)
      from = next = closer ? end + closer[0].length : html.length
      continue
    }
    const [before, after] = markers(block, problems)
    if (block.selfClosing) out.push(before, after)
    else {
      out.push(before)
      open.push({ name: block.name, close: after })
    }
  }
  text(html.slice(from))
  out.push(...open.map((opened) => opened.close).reverse())
  return out.join('')
}
