import Link from 'next/link'
import { vi } from '@/i18n/vi'
import { SearchForm } from '@/site/layout/SearchForm'

export default function NotFound() {
  return (
    <div className="not-found container container--narrow">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="archive-header__title">{vi.notFoundTitle}</h1>
      <p>{vi.notFoundText}</p>
      <div className="not-found__search">
        <SearchForm id="not-found-search" />
      </div>
      <Link className="button" href="/">
        {vi.backHome}
      </Link>
    </div>
  )
}
