import { vi } from '@/i18n/vi'
import { SearchForm } from '@/site/layout/SearchForm'
import { SiteFrame } from '@/site/layout/SiteFrame'

/** The 404 page: the site frame, the Vietnamese message, a search form and the way home. */
export function NotFoundView() {
  return (
    <SiteFrame view={{ kind: 'other', categoryIds: [] }}>
      <div className="not-found container container--narrow">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1 className="archive-header__title">{vi.notFoundTitle}</h1>
        <p>{vi.notFoundText}</p>
        <div className="not-found__search">
          <SearchForm id="not-found-search" />
        </div>
        <a className="button" href="/">
          {vi.backHome}
        </a>
      </div>
    </SiteFrame>
  )
}
