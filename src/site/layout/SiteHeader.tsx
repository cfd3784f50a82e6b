import type { Navigation } from '@/payload-types'
import { HeaderSearch } from './HeaderSearch'
import { Logo } from './Logo'
import { MainNav } from './MainNav'
import { MenuCart } from '../../shop/views/MenuCart'

/** The built-in header, used when no header template applies. */
export function SiteHeader({
  siteName,
  navigation,
  shopNonce,
}: {
  siteName: string
  navigation: Navigation
  shopNonce: string
}) {
  return (
    <header className="site-header" data-sticky-header>
      <div className="site-header__inner container">
        <Logo siteName={siteName} />
        <MainNav items={navigation.main ?? []} menuId="main-menu" />
        <HeaderSearch inputId="header-search" />
        <MenuCart nonce={shopNonce} />
      </div>
    </header>
  )
}
