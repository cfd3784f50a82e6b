import { vi } from '@/i18n/vi'
import type { Navigation } from '@/payload-types'
import { MenuLink } from './MenuLink'

/** The footer links from "Menu điều hướng", under a heading. */
export function FooterLinks({ links, title }: { links: NonNullable<Navigation['footer']>; title: string }) {
  return (
    <nav aria-label={vi.footerNavigation}>
      <h2 className="site-footer__heading">{title}</h2>
      <ul className="site-footer__links">
        {links.map((link, index) => (
          <li key={link.id ?? index}>
            <MenuLink url={link.url} label={link.label} />
          </li>
        ))}
      </ul>
    </nav>
  )
}
