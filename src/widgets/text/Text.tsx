import type { Align } from '../fields'
import { paragraphs } from './logic'

/** Paragraphs of plain text (blank lines separate them); React escapes everything. */
export function Text({ text, align }: { text: string; align: Align }) {
  return (
    <div className={`builder-text builder-align--${align}`}>
      {paragraphs(text).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  )
}
