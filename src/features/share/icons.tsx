import { shareColors, type ShareTarget } from './logic'

/** A word drawn as the brand draws its mark (Zalo, Digg, Mix are wordmarks). */
const word = (text: string, size: number) => (
  <text
    x="12"
    y="12"
    dy=".35em"
    textAnchor="middle"
    fontSize={size}
    fontWeight="700"
    fontFamily="Arial, sans-serif"
    fill="currentColor"
  >
    {text}
  </text>
)

const line = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const

/** Each network's mark, simplified to a few paths on a 24×24 grid, drawn in white on the network's colour. */
const glyphs: Record<ShareTarget, React.ReactNode> = {
  facebook: (
    <path d="M13.4 20v-6.6h2.2l.4-2.7h-2.6V9c0-.8.3-1.3 1.4-1.3H16V5.3c-.3 0-1.1-.1-2-.1-2 0-3.4 1.2-3.4 3.5v2H8.4v2.7h2.2V20z" />
  ),
  twitter: (
    <path
      fillRule="evenodd"
      d="M4.5 5h4.6l10.4 14h-4.6zm2.1 1l8.9 12h1.9L8.5 6zM17.4 5h1.7l-5.3 6-.9-1.2zM6.6 19H4.9l5.6-6.3.9 1.2z"
    />
  ),
  linkedin: (
    <path d="M6.3 9.6h2.5V18H6.3zm1.3-4a1.4 1.4 0 110 2.9 1.4 1.4 0 010-2.9zm2.8 4h2.4v1.2c.4-.7 1.2-1.4 2.6-1.4 2.6 0 3.1 1.7 3.1 4V18H16v-4.1c0-1 0-2.2-1.4-2.2s-1.6 1-1.6 2.1V18h-2.5z" />
  ),
  pinterest: (
    <path d="M12.2 4C7.9 4 5.7 7 5.7 9.6c0 1.5.6 2.9 1.8 3.4.2.1.4 0 .5-.2l.2-.7c0-.2 0-.3-.2-.5a3 3 0 01-.6-1.9c0-2.4 1.8-4.5 4.6-4.5 2.5 0 3.9 1.5 3.9 3.6 0 2.7-1.2 5-3 5-1 0-1.7-.8-1.5-1.8.3-1.2.8-2.4.8-3.3 0-.8-.4-1.4-1.3-1.4-1 0-1.8 1-1.8 2.5 0 .9.3 1.5.3 1.5l-1.3 5.2c-.3 1.3 0 3 0 3.1l.2.1c.1-.1 1.2-1.5 1.6-2.9l.6-2.4c.3.6 1.2 1.1 2.2 1.1 2.9 0 4.8-2.6 4.8-6.1 0-2.7-2.3-5.2-5.8-5.2z" />
  ),
  reddit: (
    <>
      <path
        fillRule="evenodd"
        d="M4.6 14.2c0-2.6 3.3-4.6 7.4-4.6s7.4 2 7.4 4.6-3.3 4.6-7.4 4.6-7.4-2-7.4-4.6zm4.9-1.8a1.1 1.1 0 100 2.2 1.1 1.1 0 000-2.2zm5 0a1.1 1.1 0 100 2.2 1.1 1.1 0 000-2.2z"
      />
      <circle cx="5.4" cy="11.6" r="1.7" />
      <circle cx="18.6" cy="11.6" r="1.7" />
      <circle cx="16.8" cy="5.6" r="1.4" />
      <path {...line} strokeWidth={1.3} d="M12 9.6l1.1-4.4 3.7.4M9.6 16.3c1.4.9 3.4.9 4.8 0" />
    </>
  ),
  vk: (
    <path d="M4 7.5h2.6c.1 4.3 2 6.1 3.5 6.5V7.5h2.4v3.7c1.5-.2 3.1-1.9 3.6-3.7h2.4c-.4 2.3-2.1 4-3.3 4.7 1.2.6 3.1 2 3.8 4.6H16.4c-.6-1.8-2-3.1-3.9-3.3v3.3h-.3C7.1 16.8 4.2 13.4 4 7.5z" />
  ),
  odnoklassniki: (
    <>
      <circle {...line} strokeWidth={2.2} cx="12" cy="7.8" r="2.6" />
      <path {...line} strokeWidth={2.2} d="M8.4 13.2c2.2 1.4 5 1.4 7.2 0M12 14.6l-3.3 3.7M12 14.6l3.3 3.7" />
    </>
  ),
  tumblr: (
    <path d="M14.4 19.6c-2.4 0-4.1-1.2-4.1-4.1v-4.6H8.1V8.1c2.3-.6 3.3-2.6 3.4-4.4h2.5v4h2.8v3.2H14v4c0 1.2.6 1.6 1.6 1.6H17v3.1z" />
  ),
  digg: word('digg', 8.5),
  skype: (
    <>
      <path d="M19.6 13a7.7 7.7 0 00-8.6-8.6 4.3 4.3 0 00-6.6 5.6 7.7 7.7 0 008.6 8.6 4.3 4.3 0 006.6-5.6z" />
      <path
        {...line}
        strokeWidth={1.9}
        stroke="var(--share-color)"
        d="M14.7 9.3c-.5-.9-1.5-1.4-2.8-1.4-1.5 0-2.6.7-2.6 1.9 0 2.6 5.6 1.4 5.6 4.2 0 1.2-1.2 2-2.9 2-1.4 0-2.5-.6-3-1.5"
      />
    </>
  ),
  stumbleupon: (
    <path
      {...line}
      strokeWidth={2.2}
      d="M4.5 13.2v1.6a3 3 0 006 0V9.2a1.5 1.5 0 013 0v1.1M13.5 12.6v2.2a3 3 0 006 0v-1.6"
    />
  ),
  mix: word('mix', 10),
  telegram: <path d="M4 11.5l15-6-2.6 13-4.4-3.6-2.3 2.3.3-3.6 6.2-5.9-7.8 4.8z" />,
  pocket: <path {...line} strokeWidth={2} d="M5 6h14v5a7 7 0 01-14 0zm3.5 4l3.5 3.4 3.5-3.4" />,
  xing: <path d="M5.4 7.6h2.9l1.7 3-2.5 4.5H4.6l2.5-4.5zM15.1 3.8h3l-5.3 9.5 3.4 6.1h-3l-3.4-6.1z" />,
  whatsapp: (
    <path d="M12 4a8 8 0 00-6.9 12l-1.1 4 4.1-1.1A8 8 0 1012 4zm-3 4.5c.3 0 .6 0 .8.5l.7 1.6-.6.8c.5 1 1.4 1.9 2.5 2.5l.8-.7 1.7.8c.4.2.3.6.2.9-.3.7-1 1.1-1.8 1-2.6-.4-4.9-2.7-5.3-5.2-.1-.9.4-1.7 1-2.2z" />
  ),
  email: <path {...line} d="M4 7h16v10H4zm0 0l8 6 8-6" />,
  print: <path {...line} d="M7 9V4h10v5M7 16H5v-6h14v6h-2M8 13h8v7H8z" />,
  zalo: word('Zalo', 9.5),
  messenger: (
    <path d="M12 4C7.6 4 4 7.3 4 11.4c0 2.3 1.1 4.4 2.9 5.7V20l2.7-1.5c.8.2 1.6.3 2.4.3 4.4 0 8-3.3 8-7.4S16.4 4 12 4zm.8 9.9l-2-2.2-4 2.2 4.4-4.7 2.1 2.2 3.9-2.2z" />
  ),
  copy: (
    <path
      {...line}
      strokeWidth={2}
      transform="translate(1.5 -1.5) scale(.92)"
      d="M10.5 13.5a3.5 3.5 0 005 0l3-3a3.5 3.5 0 00-5-5l-1 1m-1 7a3.5 3.5 0 00-5 0l-3 3a3.5 3.5 0 005 5l1-1"
    />
  ),
}

/** A target's mark in a disc of its colour; the button around it carries the name. */
export function ShareIcon({ target }: { target: ShareTarget }) {
  const color = shareColors[target]
  return (
    <span
      className="share__icon"
      style={{ backgroundColor: color, ['--share-color' as string]: color }}
      aria-hidden="true"
    >
      <svg viewBox="0 0 24 24" width="22" height="22" fill="currentColor">
        {glyphs[target]}
      </svg>
    </span>
  )
}
