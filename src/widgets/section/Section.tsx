import type { SlotComponent } from '@puckeditor/core'
import { safeColour, sectionColumns, sectionPadding } from './logic'

type Props = {
  columns: string
  spacing: string
  background: string
  /** The blocks inside the section (Puck's slot). */
  content: SlotComponent
}

/** A full-width band holding a grid of blocks; one column on phones. */
export function Section({ columns, spacing, background, content: Content }: Props) {
  return (
    <section className="builder-section" style={{ backgroundColor: safeColour(background), paddingBlock: sectionPadding(spacing) }}>
      <div className="builder-section__inner">
        <Content className={`builder-section__grid builder-section__grid--${sectionColumns(columns)}`} minEmptyHeight={80} />
      </div>
    </section>
  )
}
