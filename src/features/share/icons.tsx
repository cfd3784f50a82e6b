import { shareMarks, type ShareTarget } from './logic'

/** Drawn glyphs for the targets whose mark is a shape rather than letters. */
const glyphs: Partial<Record<ShareTarget, React.ReactNode>> = {
  telegram: <path d="M4 11.5l15-6-2.6 13-4.4-3.6-2.3 2.3.3-3.6 6.2-5.9-7.8 4.8z" fill="currentColor" />,
  pocket: <path d="M5 6h14v5a7 7 0 01-14 0zm3.5 4l3.5 3.4 3.5-3.4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />,
  whatsapp: (
    <path
      d="M12 4a8 8 0 00-6.9 12l-1.1 4 4.1-1.1A8 8 0 1012 4zm-3 4.5c.3 0 .6 0 .8.5l.7 1.6-.6.8c.5 1 1.4 1.9 2.5 2.5l.8-.7 1.7.8c.4.2.3.6.2.9-.3.7-1 1.1-1.8 1-2.6-.4-4.9-2.7-5.3-5.2-.1-.9.4-1.7 1-2.2z"
      fill="currentColor"
    />
  ),
  messenger: (
    <path
      d="M12 4C7.6 4 4 7.3 4 11.4c0 2.3 1.1 4.4 2.9 5.7V20l2.7-1.5c.8.2 1.6.3 2.4.3 4.4 0 8-3.3 8-7.4S16.4 4 12 4zm.8 9.9l-2-2.2-4 2.2 4.4-4.7 2.1 2.2 3.9-2.2z"
      fill="currentColor"
    />
  ),
  copy: (
    <path
      d="M10.5 13.5a3.5 3.5 0 005 0l3-3a3.5 3.5 0 00-5-5l-1 1m-1 7a3.5 3.5 0 00-5 0l-3 3a3.5 3.5 0 005 5l1-1"
      transform="translate(1.5 -1.5) scale(.92)"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    />
  ),
  email: <path d="M4 7h16v10H4zm0 0l8 6 8-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />,
  print: <path d="M7 9V4h10v5M7 16H5v-6h14v6h-2M8 13h8v7H8z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />,
}

export function ShareIcon({ target }: { target: ShareTarget }) {
  const { color, mark } = shareMarks[target]
  const glyph = glyphs[target]
  return (
    <span className={`share__icon${mark.length > 2 ? ' share__icon--word' : ''}`} style={{ backgroundColor: color }} aria-hidden="true">
      {glyph ? (
        <svg viewBox="0 0 24 24" width="20" height="20">
          {glyph}
        </svg>
      ) : (
        mark
      )}
    </span>
  )
}
