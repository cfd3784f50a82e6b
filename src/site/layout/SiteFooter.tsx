import { PrivacySettingsLink } from '@/analytics/views/PrivacySettingsLink'
import { vi } from '@/i18n/vi'
import type { Navigation } from '@/payload-types'
import { type CategoryLink, CategoryLinks } from './CategoryLinks'
import { type Contact, ContactDetails } from './ContactDetails'
import { FooterLinks } from './FooterLinks'
import { Logo } from './Logo'

/**
 * The built-in footer, used when no footer template applies: brand, the newsroom's contact details, categories, links,
 * and the privacy settings link every footer carries.
 */
export function SiteFooter({
  siteName,
  tagline,
  navigation,
  categories,
  contact,
}: {
  siteName: string
  tagline?: string | null
  navigation: Navigation
  categories: CategoryLink[]
  contact?: Contact
}) {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Logo siteName={siteName} />
          <p>
            {tagline ? `${tagline}. ` : ''}
            {vi.footerAbout}
          </p>
          <ContactDetails contact={contact} className="contact-details contact-details--footer" />
        </div>
        <CategoryLinks categories={categories} />
        <FooterLinks links={navigation.footer ?? []} title={siteName} />
      </div>
      <p className="site-footer__copy container">{vi.copyright(new Date().getFullYear(), siteName)}</p>
      <PrivacySettingsLink />
    </footer>
  )
}
