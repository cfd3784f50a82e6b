import type { LexicalNode } from '@/lib/lexical'
import type { HtmlChild } from './html-tree'
import { lineBreak, linkNode, textNode } from './nodes'

/**
 * Writes a run of converted content as rich text blocks: text and line breaks gather into a paragraph until a block
 * (a heading, a list, an image) or a paragraph break ends it (docs/import.md, Post content). Pure.
 */

/** Where a link goes: one per `<a>` of the post, so two links side by side stay two. */
export interface LinkTarget {
  url: string
  newTab: boolean
  /** It opens a file of the old site's uploads (an image's own file, as WordPress links images by default). */
  upload: boolean
}

/**
 * How white space is read: `collapse` as a browser does in HTML, `lines` as WordPress's classic editor (a blank line
 * ends a paragraph, a line break is kept), `keep` as in `<pre>` (every line and its indentation kept).
 */
export type Whitespace = 'collapse' | 'lines' | 'keep'

/** What the content being converted is inside of. */
export interface Scope {
  /** Text formats of the elements around it (bold, italic…), Lexical's bits. */
  format: number
  link: LinkTarget | null
  whitespace: Whitespace
  /** How many lists it is nested in. */
  listDepth: number
  /** The attachment a `[caption]` around it names, for an image that does not say its own. */
  attachmentId: number | null
}

/** Converts a run of HTML to blocks in a scope. */
export type Flow = (children: HtmlChild[], scope: Scope) => LexicalNode[]

/** Blocks read as one line of text (paragraphs joined by line breaks) and the other blocks, in order. */
export function gather(blocks: LexicalNode[]): { inline: LexicalNode[]; rest: LexicalNode[] } {
  const inline: LexicalNode[] = []
  const rest: LexicalNode[] = []
  for (const block of blocks) {
    if (block.type !== 'paragraph') rest.push(block)
    else {
      if (inline.length) inline.push(lineBreak())
      inline.push(...block.children!)
    }
  }
  return { inline, rest }
}

const SPACES = /[\t\n\r\f ]+/g
const BLANK_LINE = /\n[^\S\n]*\n\s*/

const isText = (node: LexicalNode | undefined): node is LexicalNode & { text: string } => node?.type === 'text'

/** Takes away the white space and line breaks at one end of a paragraph's children, links included. */
function trimEnd(children: LexicalNode[], end: 'start' | 'end'): void {
  const edge = end === 'start' ? /^[\t\n\r\f ]+/ : /[\t\n\r\f ]+$/
  const order = end === 'start' ? children.keys() : [...children.keys()].reverse()
  let removed = 0
  for (const at of order) {
    const node = children[at]
    if (isText(node)) node.text = node.text.replace(edge, '')
    else if (node.type === 'link') trimEnd(node.children!, end)
    else if (node.type !== 'linebreak') break
    if (node.type !== 'linebreak' && (isText(node) ? node.text : node.children!.length)) break
    removed++
  }
  children.splice(end === 'start' ? 0 : children.length - removed, removed)
}

/** Whether a paragraph's children show any text. */
const showsText = (children: LexicalNode[]): boolean =>
  children.some((node) => (isText(node) ? node.text.trim() !== '' : showsText(node.children ?? [])))

export class Writer {
  readonly blocks: LexicalNode[] = []
  private inline: LexicalNode[] = []
  private link: { target: LinkTarget; node: LexicalNode } | null = null
  /** Nothing, a space or a line break was written last: a space here is not shown. */
  private spaced = true

  /** `paragraph` makes a finished paragraph's children into blocks (one paragraph, or more when it holds embeds). */
  constructor(private readonly paragraph: (children: LexicalNode[]) => LexicalNode[]) {}

  text(value: string, format: number, link: LinkTarget | null, whitespace: Whitespace): void {
    if (whitespace === 'keep') {
      value.split('\n').forEach((line, index) => {
        if (index > 0) this.lineBreak(link)
        // A line's indentation in spaces that are shown: a paragraph would collapse ordinary ones.
        const indented = line.replace(/^[ \t]+/, (indent) => indent.replace(/\t/g, '    ').replace(/ /g, '\u00a0'))
        if (line) this.add(textNode(indented, format), link)
      })
      this.spaced = false
      return
    }
    if (whitespace === 'collapse') return this.words(value, format, link)
    value.split(BLANK_LINE).forEach((part, index) => {
      if (index > 0) this.paragraphBreak()
      part.split('\n').forEach((line, lineIndex) => {
        if (lineIndex > 0) this.lineBreak(link)
        this.words(line, format, link)
      })
    })
  }

  lineBreak(link: LinkTarget | null): void {
    const last =
      this.link && this.inline.at(-1) === this.link.node ? this.link.node.children!.at(-1) : this.inline.at(-1)
    if (isText(last)) last.text = last.text.replace(/ $/, '')
    this.add(lineBreak(), link)
    this.spaced = true
  }

  /** Ends the paragraph being written, if it shows anything. */
  paragraphBreak(): void {
    const children = this.inline
    this.inline = []
    this.link = null
    this.spaced = true
    trimEnd(children, 'start')
    trimEnd(children, 'end')
    if (showsText(children)) this.blocks.push(...this.paragraph(children))
  }

  block(node: LexicalNode): void {
    this.paragraphBreak()
    this.blocks.push(node)
  }

  /** The blocks written, the last paragraph ended. */
  finish(): LexicalNode[] {
    this.paragraphBreak()
    return this.blocks
  }

  private words(value: string, format: number, link: LinkTarget | null): void {
    let text = value.replace(SPACES, ' ')
    if (this.spaced && text.startsWith(' ')) text = text.slice(1)
    if (!text) return
    this.spaced = text.endsWith(' ')
    this.add(textNode(text, format), link)
  }

  private add(node: LexicalNode, link: LinkTarget | null): void {
    let children = this.inline
    if (link) {
      if (this.link?.target !== link) {
        this.link = { target: link, node: linkNode(link.url, link.newTab, []) }
        this.inline.push(this.link.node)
      }
      children = this.link.node.children!
    } else this.link = null
    const last = children.at(-1)
    if (isText(node) && isText(last) && last.format === node.format) last.text += node.text
    else children.push(node)
  }
}
