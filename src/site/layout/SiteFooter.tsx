import Link from 'next/link'
import { vi } from '@/i18n/vi'
import type { Category, Navigation } from '@/payload-types'
import { Logo } from './Logo'

export function SiteFooter({
  siteName,
  tagline,
  navigation,
  categories,
}: {
  siteName: string
  tagline?: string | null
  navigation: Navigation
  categories: Category[]
}) {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Logo siteName={siteName} />
          <p>{tagline ? `${tagline}. ` : ''}{vi.footerAbout}</p>
        </div>
        <nav aria-label={vi.category}>
          <h2 className="site-footer__heading">{vi.category}</h2>
          <ul className="site-footer__links">
            {categories.map((category) => (
              <li key={category.id}>
                <Link href={`/chuyen-muc/${category.slug}`}>{category.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={vi.footerNavigation}>
          <h2 className="site-footer__heading">{siteName}</h2>
          <ul className="site-footer__links">
            {(navigation.footer ?? []).map((link, index) => (
              <li key={link.id ?? index}>
                <Link href={link.url} prefetch={false}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="site-footer__copy container">{vi.copyright(new Date().getFullYear(), siteName)}</p>
    </footer>
  )
}
