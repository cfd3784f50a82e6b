import { type HeadingTag, assignHeadingIds, headingTags } from '@/features/toc/logic'
import { type LexicalNode, isLexicalState, nodeText, walk } from '@/lib/lexical'

export interface ArticleHeading {
  node: LexicalNode
  tag: HeadingTag
  text: string
  id: string
}

/** The body's headings in order, each with the stable id the page and the table of contents share. */
export function articleHeadings(content: unknown): ArticleHeading[] {
  if (!isLexicalState(content)) return []
  const nodes = [...walk(content.root)].filter(
    (node) => node.type === 'heading' && headingTags.includes(node.tag as HeadingTag),
  )
  const headings = nodes.map((node) => ({ node, tag: node.tag as HeadingTag, text: nodeText(node).trim() }))
  const ids = assignHeadingIds(headings)
  return headings.map((heading, index) => ({ ...heading, id: ids[index] }))
}

/** Tags a body heading may render as: the page's own title is its only h1, and nothing but h2–h6 is let through. */
const bodyHeadingTags = ['h2', 'h3', 'h4', 'h5', 'h6'] as const
export type BodyHeadingTag = (typeof bodyHeadingTags)[number]

/** The tag a stored heading renders as: its own when h2–h6, h2 for an h1 or anything else stored there. */
export function bodyHeadingTag(tag: unknown): BodyHeadingTag {
  return bodyHeadingTags.find((allowed) => allowed === tag) ?? 'h2'
}
