import { vi } from '@/i18n/vi'
import { SearchForm } from './SearchForm'
import { SearchIcon } from './SearchIcon'

/** Search in the header: an icon linking to the search page on phones, the search box from tablets up. */
export function HeaderSearch({ inputId }: { inputId: string }) {
  return (
    <>
      <a className="site-header__search-link" href="/tim-kiem" aria-label={vi.search}>
        <SearchIcon size={22} />
      </a>
      <div className="site-header__search">
        <SearchForm id={inputId} placeholder={vi.searchPlaceholderShort} />
      </div>
    </>
  )
}
