import Link from 'next/link'
import { vi } from '@/i18n/vi'
import type { Navigation } from '@/payload-types'
import { Logo } from './Logo'
import { MainNav } from './MainNav'
import { SearchForm } from './SearchForm'
import { SearchIcon } from './SearchIcon'

export function SiteHeader({ siteName, navigation }: { siteName: string; navigation: Navigation }) {
  return (
    <header className="site-header" data-sticky-header>
      <div className="site-header__inner container">
        <Logo siteName={siteName} />
        <Link className="site-header__search-link" href="/tim-kiem" aria-label={vi.search}>
          <SearchIcon size={22} />
        </Link>
        <MainNav items={navigation.main ?? []} />
        <div className="site-header__search">
          <SearchForm id="header-search" />
        </div>
      </div>
    </header>
  )
}
