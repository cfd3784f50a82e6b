import type { ShareNetwork } from './logic'

/** Brand colours dark enough for white marks (contrast ≥ 4.5:1), and each network's short mark. */
const marks: Record<ShareNetwork, { color: string; mark: string }> = {
  facebook: { color: '#1259c3', mark: 'f' },
  twitter: { color: '#000000', mark: '𝕏' },
  linkedin: { color: '#0a66c2', mark: 'in' },
  pinterest: { color: '#bd081c', mark: 'P' },
  reddit: { color: '#c13a00', mark: 'r/' },
  vk: { color: '#0b5cad', mark: 'vk' },
  odnoklassniki: { color: '#a85300', mark: 'ok' },
  tumblr: { color: '#001935', mark: 't' },
  digg: { color: '#1a1a1a', mark: 'd' },
  skype: { color: '#0067b8', mark: 'S' },
  stumbleupon: { color: '#c13a1f', mark: 'su' },
  mix: { color: '#b33400', mark: 'm' },
  telegram: { color: '#1b6fa8', mark: '' },
  pocket: { color: '#c1283a', mark: '' },
  xing: { color: '#006567', mark: 'X' },
  whatsapp: { color: '#0b7a4b', mark: '' },
  email: { color: '#4b5563', mark: '' },
  print: { color: '#374151', mark: '' },
}

/** Drawn glyphs for the networks whose mark is a shape rather than letters. */
const glyphs: Partial<Record<ShareNetwork, React.ReactNode>> = {
  telegram: <path d="M4 11.5l15-6-2.6 13-4.4-3.6-2.3 2.3.3-3.6 6.2-5.9-7.8 4.8z" fill="currentColor" />,
  pocket: <path d="M5 6h14v5a7 7 0 01-14 0zm3.5 4l3.5 3.4 3.5-3.4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />,
  whatsapp: (
    <path
      d="M12 4a8 8 0 00-6.9 12l-1.1 4 4.1-1.1A8 8 0 1012 4zm-3 4.5c.3 0 .6 0 .8.5l.7 1.6-.6.8c.5 1 1.4 1.9 2.5 2.5l.8-.7 1.7.8c.4.2.3.6.2.9-.3.7-1 1.1-1.8 1-2.6-.4-4.9-2.7-5.3-5.2-.1-.9.4-1.7 1-2.2z"
      fill="currentColor"
    />
  ),
  email: <path d="M4 7h16v10H4zm0 0l8 6 8-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />,
  print: <path d="M7 9V4h10v5M7 16H5v-6h14v6h-2M8 13h8v7H8z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />,
}

export function ShareIcon({ network }: { network: ShareNetwork }) {
  const { color, mark } = marks[network]
  const glyph = glyphs[network]
  return (
    <span className="share__icon" style={{ backgroundColor: color }} aria-hidden="true">
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
