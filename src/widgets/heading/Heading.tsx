import type { Align } from '../fields'

export type HeadingLevel = 'h1' | 'h2' | 'h3' | 'h4'

export type HeadingStyle = 'plain' | 'section'

/** A heading of the chosen level; the "section" style is the site's section title (a coloured bar before it). */
export function Heading({
  text,
  level,
  align,
  style = 'plain',
  anchor,
}: {
  text: string
  level: HeadingLevel
  align: Align
  style?: HeadingStyle
  anchor?: string
}) {
  const Tag = (['h1', 'h2', 'h3', 'h4'] as const).includes(level) ? level : 'h2'
  return (
    <Tag id={anchor} className={style === 'section' ? 'section-heading' : `builder-heading builder-align--${align}`}>
      {text}
    </Tag>
  )
}
