import type { ReactNode } from 'react'
import type { Align } from '../fields'

/** Rich text. The builder hands over the rendered content; its HTML passed the allow-list on the server. */
export function Text({ text, align }: { text: ReactNode; align: Align }) {
  return <div className={`builder-text builder-align--${align}`}>{text}</div>
}
