import { type LexicalNode, nodeText } from '@/lib/lexical'
import type { Post } from '@/payload-types'
import { blocksToHtml } from './blocks'
import { type HtmlChild, type HtmlElement, MAX_DEPTH, parseHtml, textOf } from './html-tree'
import { listBlocks } from './lists'
import { FORMAT, heading, horizontalRule, lineBreak, paragraph, quote, root, textNode } from './nodes'
import { type ContentProblem, Problems } from './problems'
import { type MediaMatch, type MediaQuery, References, positiveInteger } from './references'
import { markShortcodes } from './shortcodes'
import { tableBlocks } from './tables'
import { type Scope, Writer, gather } from './writer'

/**
 * A WordPress post's content (block editor or classic editor) as our articles' rich text (docs/import.md, Post
 * content). Pure: the media library is asked through `mediaFor`, which the importer supplies.
 */

export interface PostContentInput {
  /** The post's `post_content`. */
  html: string
  /** The old site's address (`siteurl` of the export), which internal links and uploads are read against. */
  siteUrl: string
  mediaFor: (query: MediaQuery) => MediaMatch | null
}

export interface PostContent {
  richText: NonNullable<Post['content']>
  problems: ContentProblem[]
  /** Every address of an image or an uploaded file the content uses, for the importer to fetch. */
  mediaUrls: string[]
  /** Every attachment id the content names (an image's `wp-image-12`, `[caption id]`, `[gallery ids]`). */
  attachmentIds: number[]
  /** The alternative text the post gave each image found, for a media item that has none. */
  imageAlts: { mediaId: number | string; alt: string }[]
}

/** More content than this is cut (a post's text is a few hundred kilobytes at most). */
const MAX_CONTENT_CHARS = 2_000_000
/** The longest caption an image placed in an article may have (its caption field's limit). */
const MAX_CAPTION_CHARS = 300

/** Elements left out with all they hold: code, styles, frames of other documents, form controls, the document head. */
const DROPPED = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'object',
  'embed',
  'applet',
  'frame',
  'frameset',
  'svg',
  'math',
  'canvas',
  'head',
  'title',
  'meta',
  'link',
  'base',
  'input',
  'select',
  'textarea',
  'map',
  'dialog',
])

/** Elements that end the paragraph before them and start a new one after, holding nothing of their own. */
const BREAKS = new Set(
  [
    'p div section article header footer aside main nav address center dl dt dd details summary form fieldset legend',
    'hgroup body html li tr td th thead tbody tfoot caption figcaption',
  ]
    .join(' ')
    .split(' '),
)

/** Elements whose text takes a format (Lexical's bits). */
const FORMATS: Record<string, number> = {
  strong: FORMAT.bold,
  b: FORMAT.bold,
  em: FORMAT.italic,
  i: FORMAT.italic,
  cite: FORMAT.italic,
  dfn: FORMAT.italic,
  var: FORMAT.italic,
  u: FORMAT.underline,
  ins: FORMAT.underline,
  s: FORMAT.strikethrough,
  del: FORMAT.strikethrough,
  strike: FORMAT.strikethrough,
  code: FORMAT.code,
  kbd: FORMAT.code,
  samp: FORMAT.code,
  tt: FORMAT.code,
  sub: FORMAT.subscript,
  sup: FORMAT.superscript,
}

const hasImage = (node: HtmlChild): boolean =>
  node.type === 'element' && (node.tag === 'img' || node.children.some(hasImage))

const SMILEY = /(?:^|\s)(?:wp-smiley|emoji)(?:\s|$)/

const findElement = (node: HtmlChild, tag: string): HtmlElement | null =>
  node.type !== 'element'
    ? null
    : node.tag === tag
      ? node
      : node.children.reduce<HtmlElement | null>((found, child) => found ?? findElement(child, tag), null)

/** Walks the post's tree, writing each element as the rich text it becomes (docs/import.md, Post content). */
class Converter {
  constructor(
    private readonly references: References,
    private readonly problems: Problems,
  ) {}

  flow = (children: HtmlChild[], scope: Scope): LexicalNode[] => {
    const out = new Writer(this.paragraph)
    this.children(children, scope, out)
    return out.finish()
  }

  private children(children: HtmlChild[], scope: Scope, out: Writer): void {
    for (const child of children) {
      if (child.type === 'text') out.text(child.text, scope.format, scope.link, scope.whitespace)
      else this.element(child, scope, out)
    }
  }

  private element(element: HtmlElement, scope: Scope, out: Writer): void {
    for (const name of Object.keys(element.attrs)) if (name.startsWith('on')) this.problems.report('attribute', name)
    const { tag } = element
    if (DROPPED.has(tag)) return this.problems.report('dropped', tag)
    const blocks = (blocks: LexicalNode[]) => blocks.forEach((block) => out.block(block))
    switch (tag) {
      case 'br':
        return out.lineBreak(scope.link)
      case 'hr':
        return out.block(horizontalRule())
      case 'h1':
      case 'h2':
      case 'h3':
      case 'h4':
      case 'h5':
      case 'h6': {
        // The page's title is its only h1 (docs/import.md, Post content).
        const { inline, rest } = gather(this.flow(element.children, scope))
        if (inline.length) out.block(heading(tag === 'h1' ? 'h2' : tag, inline))
        return blocks(rest)
      }
      case 'blockquote': {
        const { inline, rest } = gather(this.flow(element.children, scope))
        if (inline.length) out.block(quote(inline))
        return blocks(rest)
      }
      case 'ul':
      case 'ol':
        return blocks(listBlocks(element, scope, this.flow))
      case 'table':
        this.problems.report('table')
        return blocks(tableBlocks(element, scope, this.flow))
      case 'pre': {
        this.problems.report('code')
        const code = { ...scope, format: scope.format | FORMAT.code, whitespace: 'keep' as const }
        const { inline, rest } = gather(this.flow(element.children, code))
        if (inline.length) out.block(paragraph(inline))
        return blocks(rest)
      }
      case 'figure':
        return blocks(this.figure(element, scope))
      case 'img':
        // WordPress's smileys and emoji pictures are their text.
        if (SMILEY.test(element.attrs.class ?? ''))
          return out.text(element.attrs.alt ?? '', scope.format, scope.link, 'collapse')
        return blocks(this.references.image(element.attrs, scope.link, scope.attachmentId))
      case 'a':
        // A file block's download button repeats the link to its file just before it.
        if (/(?:^|\s)wp-block-file__button(?:\s|$)/.test(element.attrs.class ?? '')) return
        return this.children(
          element.children,
          { ...scope, link: this.references.link(element.attrs.href, element.attrs.target) },
          out,
        )
      case 'iframe':
        return blocks(this.references.frame(element.attrs.src))
      case 'video':
      case 'audio':
        return blocks(this.references.player(tag, element.attrs.src ?? findElement(element, 'source')?.attrs.src))
      case 'wp-classic':
        return blocks(this.flow(element.children, { ...scope, whitespace: 'lines' }))
      case 'wp-caption':
        return blocks(this.caption(element, scope))
      case 'wp-gallery':
        return blocks(this.gallery(element))
      case 'wp-embed':
        return blocks(this.embedElement(element, scope))
      case 'wp-html': {
        const kept = this.references.html(element.attrs['data-html'] ?? '')
        this.problems.report(kept.length ? 'html' : 'empty-html')
        return blocks(kept)
      }
    }
    const format = FORMATS[tag]
    if (format !== undefined) return this.children(element.children, { ...scope, format: scope.format | format }, out)
    if (!BREAKS.has(tag)) return this.children(element.children, scope, out)
    out.paragraphBreak()
    this.children(element.children, scope, out)
    out.paragraphBreak()
  }

  /**
   * A finished paragraph's children as blocks: itself, or, where a line holds only the address of a service
   * WordPress embeds (as it embeds such a line), that embed between the paragraph's other lines.
   */
  private paragraph = (children: LexicalNode[]): LexicalNode[] => {
    const lines: LexicalNode[][] = [[]]
    for (const child of children) {
      if (child.type === 'linebreak') lines.push([])
      else lines.at(-1)!.push(child)
    }
    const embedOf = ([only, ...more]: LexicalNode[]) =>
      only?.type === 'text' && only.format === 0 && !more.length ? this.references.embeddable(only.text ?? '') : null
    if (!lines.some(embedOf)) return [paragraph(children)]
    const out: LexicalNode[] = []
    let text: LexicalNode[] = []
    for (const line of lines) {
      const embed = embedOf(line)
      if (embed) {
        if (text.length) out.push(paragraph(text))
        text = []
        out.push(...this.references.embed(embed))
      } else if (line.length) text = text.length ? [...text, lineBreak(), ...line] : line
    }
    if (text.length) out.push(paragraph(text))
    return out
  }

  /** Blocks and the caption under them: the caption of their image when they hold exactly one, else a paragraph. */
  private captioned(blocks: LexicalNode[], caption: LexicalNode[]): LexicalNode[] {
    const text = caption.map(nodeText).join(' ').replace(/\s+/g, ' ').trim()
    const images = blocks.filter((block) => block.type === 'upload')
    if (!text || images.length !== 1) return [...blocks, ...caption]
    if (text.length > MAX_CAPTION_CHARS) this.problems.report('caption', MAX_CAPTION_CHARS)
    images[0].fields = { caption: text.slice(0, MAX_CAPTION_CHARS) }
    return blocks
  }

  private figure(element: HtmlElement, scope: Scope): LexicalNode[] {
    const caption = element.children.findLast((child) => child.type === 'element' && child.tag === 'figcaption')
    const content = this.flow(
      element.children.filter((child) => child !== caption),
      scope,
    )
    return this.captioned(content, caption?.type === 'element' ? this.flow(caption.children, scope) : [])
  }

  /** `[caption]`: the image it holds, and the text after the image as its caption. */
  private caption(element: HtmlElement, scope: Scope): LexicalNode[] {
    const attachmentId = positiveInteger(element.attrs['data-id'])
    const content = this.flow(element.children.filter(hasImage), { ...scope, attachmentId })
    const given = element.attrs['data-caption']
    const caption = given
      ? [paragraph([textNode(given, 0)])]
      : this.flow(
          element.children.filter((child) => !hasImage(child)),
          scope,
        )
    return this.captioned(content, caption)
  }

  /** `[gallery ids="1,2,3"]`: the images it names, in order. */
  private gallery(element: HtmlElement): LexicalNode[] {
    const ids = (element.attrs['data-ids'] ?? '').split(',').flatMap((id) => positiveInteger(id.trim()) ?? [])
    if (!ids.length) this.problems.report('gallery-ids')
    return ids.flatMap((id) => this.references.galleryImage(id))
  }

  /** An embed block or `[embed]`: its address as a link, its caption under it. */
  private embedElement(element: HtmlElement, scope: Scope): LexicalNode[] {
    const caption = findElement(element, 'figcaption')
    const text = () => element.children.flatMap((child) => (findElement(child, 'figcaption') ? [] : textOf(child)))
    const address = element.attrs['data-url'] || text().join('')
    const blocks = address.trim() ? this.references.embed(address.trim()) : []
    return [...blocks, ...(caption ? this.flow(caption.children, scope) : [])]
  }
}

/** A post's content as rich text, what could not be carried over, and the media it uses. */
export function convertPostContent(input: PostContentInput): PostContent {
  const problems = new Problems()
  let html = input.html
  if (html.length > MAX_CONTENT_CHARS) {
    problems.report('too-long', MAX_CONTENT_CHARS)
    html = html.slice(0, MAX_CONTENT_CHARS)
  }
  const { root: tree, tooDeep } = parseHtml(markShortcodes(blocksToHtml(html, problems), problems))
  if (tooDeep) problems.report('depth', MAX_DEPTH)
  const references = new References(input.siteUrl, input.mediaFor, problems)
  const blocks = new Converter(references, problems).flow(tree.children, {
    format: 0,
    link: null,
    whitespace: 'collapse',
    listDepth: 0,
    attachmentId: null,
  })
  return {
    richText: root(blocks),
    problems: problems.list(),
    mediaUrls: [...references.mediaUrls],
    attachmentIds: [...references.attachmentIds],
    imageAlts: references.imageAlts,
  }
}
