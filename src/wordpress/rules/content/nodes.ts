import type { LexicalNode } from '@/lib/lexical'

/** The nodes of our articles' rich text (docs/import.md, Post content), as Payload stores them. Pure. */

/** Text formats, Lexical's bits. */
export const FORMAT = {
  bold: 1,
  italic: 2,
  strikethrough: 4,
  underline: 8,
  code: 16,
  subscript: 32,
  superscript: 64,
} as const

const element = { direction: 'ltr', format: '', indent: 0, version: 1 } as const

export const textNode = (text: string, format: number): LexicalNode => ({
  type: 'text',
  text,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})

export const lineBreak = (): LexicalNode => ({ type: 'linebreak', version: 1 })

export const paragraph = (children: LexicalNode[]): LexicalNode => ({
  type: 'paragraph',
  children,
  textFormat: 0,
  textStyle: '',
  ...element,
})

export const heading = (tag: string, children: LexicalNode[]): LexicalNode => ({
  type: 'heading',
  tag,
  children,
  ...element,
})

export const quote = (children: LexicalNode[]): LexicalNode => ({ type: 'quote', children, ...element })

export const linkNode = (url: string, newTab: boolean, children: LexicalNode[]): LexicalNode => ({
  type: 'link',
  fields: { linkType: 'custom', url, newTab },
  children,
  ...element,
  version: 3,
})

export const list = (ordered: boolean, start: number, children: LexicalNode[]): LexicalNode => ({
  type: 'list',
  listType: ordered ? 'number' : 'bullet',
  start,
  tag: ordered ? 'ol' : 'ul',
  children,
  ...element,
})

/** A list item; `indent` is how deep its list is nested, as the editor writes it. */
export const listItem = (value: number, indent: number, children: LexicalNode[]): LexicalNode => ({
  type: 'listitem',
  value,
  children,
  ...element,
  indent,
})

export const horizontalRule = (): LexicalNode => ({ type: 'horizontalrule', version: 1 })

/** An image from the media library; `key` numbers the post's images (the editor's node id, stable on re-import). */
export const upload = (mediaId: number | string, caption: string, key: number): LexicalNode => ({
  type: 'upload',
  id: key.toString(16).padStart(24, '0'),
  relationTo: 'media',
  value: mediaId,
  fields: caption ? { caption } : {},
  format: '',
  version: 3,
})

/** A table's cell: `header` is Lexical's header state (1 a cell of a header row, 2 of a header column). */
export const tableCell = (header: number, colSpan: number, rowSpan: number, children: LexicalNode[]): LexicalNode => ({
  type: 'tablecell',
  headerState: header,
  colSpan,
  rowSpan,
  backgroundColor: null,
  children,
  ...element,
})

export const tableRow = (children: LexicalNode[]): LexicalNode => ({ type: 'tablerow', children, ...element })

export const table = (children: LexicalNode[]): LexicalNode => ({ type: 'table', children, ...element })

/** One of the article editor's own blocks; `key` numbers the post's blocks (its id, stable on re-import). */
const block = (blockType: string, fields: Record<string, string>, key: number): LexicalNode => ({
  type: 'block',
  fields: { id: `b${key.toString(16).padStart(23, '0')}`, blockName: '', blockType, ...fields },
  format: '',
  version: 2,
})

/** Markup kept as it is, cleaned by the HTML allow-list (the article editor's "HTML tuỳ chỉnh"). */
export const htmlBlock = (html: string, key: number) => block('html', { html }, key)

/** A video or social post the article editor embeds by its address. */
export const embedBlock = (url: string, key: number) => block('embed', { url }, key)

export const root = (children: LexicalNode[]) => ({
  root: { type: 'root', children: children as { type: string; version: number }[], ...element },
})
