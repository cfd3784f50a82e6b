import { type DeviceMode, isAtMost } from '@/lib/breakpoints'
import { slugify } from '@/lib/vi'

/** Table of contents: which headings, their ids and their nesting. Pure. */

export const headingTags = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const
export type HeadingTag = (typeof headingTags)[number]

export interface TocSettings {
  headings_by_tags: HeadingTag[]
  marker_view: 'numbers' | 'bullets'
  hierarchical_view: boolean
  collapse_subitems: boolean
  minimize_box: boolean
  minimized_on: DeviceMode
}

export const defaultTocSettings: TocSettings = {
  headings_by_tags: ['h2', 'h3', 'h4', 'h5', 'h6'],
  marker_view: 'numbers',
  hierarchical_view: true,
  collapse_subitems: false,
  minimize_box: true,
  minimized_on: 'tablet',
}

/** Milliseconds scroll tracking is ignored after a click in the table of contents. */
export const TOC_CLICK_PAUSE_MS = 2000

export interface TocHeading {
  tag: HeadingTag
  text: string
  /** The heading's own id, when it has one. */
  id?: string
}

export interface TocItem {
  id: string
  text: string
  level: number
  children: TocItem[]
}

/** A stable id made from the heading text, valid for anchor links, unique among `taken`. */
export function headingId(text: string, taken: Set<string>): string {
  let base = slugify(text) || 'muc'
  if (!/^[a-z_]/.test(base)) base = `muc-${base}`
  let id = base
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`
  taken.add(id)
  return id
}

/** Ids for every heading, in order: its own id when it has one, else a generated one. */
export function assignHeadingIds(headings: TocHeading[]): string[] {
  const taken = new Set(headings.flatMap((heading) => (heading.id ? [heading.id] : [])))
  return headings.map((heading) => heading.id || headingId(heading.text, taken))
}

/** The entries of the table of contents, nested under the nearest higher heading when hierarchical. */
export function buildToc(
  headings: TocHeading[],
  settings: Pick<TocSettings, 'headings_by_tags' | 'hierarchical_view'>,
): TocItem[] {
  const ids = assignHeadingIds(headings)
  const items = headings
    .map((heading, index) => ({
      id: ids[index],
      text: heading.text.trim(),
      level: Number(heading.tag[1]),
      children: [],
    }))
    .filter((item, index) => item.text && settings.headings_by_tags.includes(headings[index].tag))
  if (!settings.hierarchical_view) return items

  const roots: TocItem[] = []
  const stack: TocItem[] = []
  for (const item of items) {
    while (stack.length && stack.at(-1)!.level >= item.level) stack.pop()
    ;(stack.at(-1)?.children ?? roots).push(item)
    stack.push(item)
  }
  return roots
}

/** Whether the box starts minimised on this device. */
export function isTocMinimized(
  settings: Pick<TocSettings, 'minimize_box' | 'minimized_on'>,
  mode: DeviceMode,
): boolean {
  return settings.minimize_box && isAtMost(mode, settings.minimized_on)
}
