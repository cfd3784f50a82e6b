import type { LexicalNode } from '@/lib/lexical'
import type { Post } from '@/payload-types'
import type { ImageTopic } from './types'
import { imageTopics } from './types'

/** An in-body image line: `![alt](topic "title | description")`. */
export interface FigureRef {
  alt: string
  topic: ImageTopic
  title: string
  description: string
}

const figureLine = /^!\[([^\]]+)\]\(([a-z-]+) "([^"|]+)\|([^"]+)"\)$/

export function parseFigure(line: string): FigureRef | null {
  const match = figureLine.exec(line.trim())
  if (!match || !(imageTopics as readonly string[]).includes(match[2])) return null
  return { alt: match[1].trim(), topic: match[2] as ImageTopic, title: match[3].trim(), description: match[4].trim() }
}

/** The in-body images of a body, in order. */
export function figuresOf(markdown: string): FigureRef[] {
  return markdown.split('\n').flatMap((line) => parseFigure(line) ?? [])
}

const block = { direction: 'ltr' as const, format: '' as const, indent: 0, version: 1 }

function textNode(text: string, bold: boolean): LexicalNode {
  return { type: 'text', text, format: bold ? 1 : 0, detail: 0, mode: 'normal', style: '', version: 1 }
}

/** Inline Markdown: **bold** and [text](/url). */
export function inlineNodes(source: string): LexicalNode[] {
  const nodes: LexicalNode[] = []
  const pattern = /\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g
  let last = 0
  for (const match of source.matchAll(pattern)) {
    if (match.index > last) nodes.push(textNode(source.slice(last, match.index), false))
    if (match[1] !== undefined) nodes.push(textNode(match[1], true))
    else
      nodes.push({
        type: 'link',
        fields: { linkType: 'custom', url: match[3], newTab: false },
        children: [textNode(match[2], false)],
        ...block,
        version: 3,
      })
    last = match.index + match[0].length
  }
  if (last < source.length) nodes.push(textNode(source.slice(last), false))
  return nodes
}

/**
 * Converts the seed's Markdown subset (see SeedArticle.body) to a Lexical editor state.
 * `mediaIdFor` gives the uploaded media id of each in-body figure, in order of appearance.
 */
export function markdownToLexical(
  markdown: string,
  mediaIdFor: (figure: FigureRef, index: number) => number,
): NonNullable<Post['content']> {
  const children: LexicalNode[] = []
  let list: LexicalNode | null = null
  let figureIndex = 0

  for (const rawLine of markdown.split('\n')) {
    const line = rawLine.trim()
    const numbered = /^(\d+)\.\s+(.*)$/.exec(line)
    const bullet = /^-\s+(.*)$/.exec(line)
    if (numbered || bullet) {
      const listType = numbered ? 'number' : 'bullet'
      if (!list || list.listType !== listType) {
        list = { type: 'list', listType, start: 1, tag: numbered ? 'ol' : 'ul', children: [], ...block }
        children.push(list)
      }
      const items = list.children as LexicalNode[]
      items.push({
        type: 'listitem',
        value: items.length + 1,
        children: inlineNodes((numbered?.[2] ?? bullet?.[1])!),
        ...block,
      })
      continue
    }
    list = null
    if (!line) continue
    const figure = parseFigure(line)
    if (figure) {
      children.push({
        type: 'upload',
        relationTo: 'media',
        value: mediaIdFor(figure, figureIndex++),
        fields: { caption: figure.title },
        format: '',
        version: 3,
      })
    } else if (line.startsWith('### ') || line.startsWith('## ')) {
      const tag = line.startsWith('### ') ? 'h3' : 'h2'
      children.push({ type: 'heading', tag, children: inlineNodes(line.replace(/^#+\s+/, '')), ...block })
    } else if (line.startsWith('> ')) {
      children.push({ type: 'quote', children: inlineNodes(line.slice(2)), ...block })
    } else {
      children.push({ type: 'paragraph', children: inlineNodes(line), textFormat: 0, textStyle: '', ...block })
    }
  }
  return { root: { type: 'root', children: children as { type: string; version: number }[], ...block } }
}
