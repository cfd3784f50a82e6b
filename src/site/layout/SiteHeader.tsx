import Link from 'next/link'
import { vi } from '@/i18n/vi'
import type { Navigation } from '@/payload-types'
import { Logo } from './Logo'
import { MainNav } from './MainNav'
import { SearchForm } from './SearchForm'

export function SiteHeader({ siteName, navigation }: { siteName: string; navigation: Navigation }) {
  return (
    <header className="site-header" data-sticky-header>
      <div className="site-header__inner container">
        <Logo siteName={siteName} />
        <Link className="site-header__search-link" href="/tim-kiem" aria-label={vi.search}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2.2" />
            <path d="M16.5 16.5L21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </Link>
        <MainNav items={navigation.main ?? []} />
        <div className="site-header__search">
          <SearchForm id="header-search" />
        </div>
      </div>
    </header>
  )
}
