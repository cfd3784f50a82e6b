import type { Navigation } from '@/payload-types'
import { HeaderSearch } from './HeaderSearch'
import { Logo } from './Logo'
import { MainNav } from './MainNav'

/** The built-in header, used when no header template applies. */
export function SiteHeader({ siteName, navigation }: { siteName: string; navigation: Navigation }) {
  return (
    <header className="site-header" data-sticky-header>
      <div className="site-header__inner container">
        <Logo siteName={siteName} />
        <MainNav items={navigation.main ?? []} menuId="main-menu" />
        <HeaderSearch inputId="header-search" />
      </div>
    </header>
  )
}
