import {
  assignHeadingIds,
  defaultTocSettings,
  type HeadingTag,
  type TocHeading,
  type TocSettings,
} from '@/features/toc/logic'
import { articleHeadings } from '@/content/views/article/headings'
import { allBlocks, type BuilderDocument } from '../document'
import type { ThemeData } from '../theme-data'

const TAGS: readonly HeadingTag[] = ['h2', 'h3', 'h4']

/** The page's Heading blocks (h2–h4) with the ids they render with, by block id, and as the TOC's headings. */
export function pageHeadings(document: BuilderDocument): { ids: Record<string, string>; headings: TocHeading[] } {
  const blocks = allBlocks(document).filter(
    (block) => block.type === 'Heading' && TAGS.includes(block.props.level as HeadingTag),
  )
  const headings = blocks.map((block) => ({
    tag: block.props.level as HeadingTag,
    text: typeof block.props.text === 'string' ? block.props.text : '',
  }))
  const ids = assignHeadingIds(headings)
  return {
    ids: Object.fromEntries(blocks.map((block, index) => [block.props.id, ids[index]])),
    headings: headings.map((heading, index) => ({ ...heading, id: ids[index] })),
  }
}

/**
 * What a table of contents widget lists: on a single-post template the article's headings (the ids its body
 * renders with), elsewhere the layout's own Heading blocks. Null when rendered without theme data.
 */
export function tocHeadings(data: Pick<ThemeData, 'single' | 'headings'> | null): TocHeading[] | null {
  if (!data) return null
  if (data.single) return articleHeadings(data.single.post.content).map(({ tag, text, id }) => ({ tag, text, id }))
  return data.headings?.headings ?? []
}

/** The TOC widget's settings from its fields (`levels`: the deepest heading listed, h2–h4; default h3). */
export function tocSettings(props: { levels?: unknown; marker?: unknown; minimize?: unknown }): TocSettings {
  const deepest = { h2: 1, h3: 2, h4: 3 }[String(props.levels)] ?? 2
  return {
    ...defaultTocSettings,
    headings_by_tags: TAGS.slice(0, deepest),
    marker_view: props.marker === 'bullets' ? 'bullets' : 'numbers',
    minimize_box: props.minimize === true,
  }
}
