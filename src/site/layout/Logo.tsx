import { vi } from '@/i18n/vi'

/** The site mark: a phone with a spark on the brand gradient (the site's header and footer, and the admin). */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 40 40" aria-hidden="true">
      <defs>
        <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#0b5cd5" />
          <stop offset="1" stopColor="#6d28d9" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="11" fill="url(#logo-gradient)" />
      <rect x="12.5" y="7" width="15" height="26" rx="3.5" fill="none" stroke="#fff" strokeWidth="2.4" />
      <circle cx="20" cy="28.6" r="1.5" fill="#fff" />
      <path d="M29.5 9.5l1.2 2.6 2.6 1.2-2.6 1.2-1.2 2.6-1.2-2.6-2.6-1.2 2.6-1.2z" fill="#fde047" />
    </svg>
  )
}

/** The site mark and the site name on two lines. */
export function Logo({ siteName }: { siteName: string }) {
  // Two lines of two words: "Thủ Thuật" over "Điện Thoại".
  const words = siteName.split(' ')
  const top = words.slice(0, 2).join(' ')
  const bottom = words.slice(2).join(' ')
  return (
    <a href="/" className="logo" aria-label={vi.logoLabel(siteName)}>
      <LogoMark className="logo__mark" />
      {/* The space keeps the two lines two words apart in the text read out, so the link's name holds its visible text. */}
      <span className="logo__text">
        <span className="logo__top">{top}</span> <span className="logo__bottom">{bottom}</span>
      </span>
    </a>
  )
}
