import type { Navigation } from '@/payload-types'
import { Logo } from './Logo'
import { MainNav } from './MainNav'
import { SearchForm } from './SearchForm'

export function SiteHeader({ siteName, navigation }: { siteName: string; navigation: Navigation }) {
  return (
    <header className="site-header" data-sticky-header>
      <div className="site-header__inner container">
        <Logo siteName={siteName} />
        <MainNav items={navigation.main ?? []} />
        <div className="site-header__search">
          <SearchForm id="header-search" />
        </div>
      </div>
    </header>
  )
}
