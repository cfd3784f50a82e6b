import type { Align } from '../fields'

export type HeadingLevel = 'h1' | 'h2' | 'h3' | 'h4'

/** A heading of the chosen level. */
export function Heading({ text, level, align }: { text: string; level: HeadingLevel; align: Align }) {
  const Tag = (['h1', 'h2', 'h3', 'h4'] as const).includes(level) ? level : 'h2'
  return <Tag className={`builder-heading builder-align--${align}`}>{text}</Tag>
}
