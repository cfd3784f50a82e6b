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
