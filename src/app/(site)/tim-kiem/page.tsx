import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { getSiteChrome } from '@/cms/queries'
import { vi } from '@/i18n/vi'
import { FRONT_TOKEN_ENV } from '@/lib/front-request.mjs'
import { SEARCH_FRAME_HEADER, SEARCH_QUERY_SLOT, SEARCH_RESULTS_SLOT } from '@/lib/search-frame.mjs'
import { PublicPage } from '@/site/PublicPage'
import { SiteFrame } from '@/site/layout/SiteFrame'
import { SearchForm } from '@/site/layout/SearchForm'
import { searchQuery, searchResultsFor } from '@/content/views/search/answer'
import { SearchResults } from '@/content/views/search/SearchResults'

type Props = { searchParams: Promise<{ s?: string | string[]; trang?: string | string[] }> }

/** Whether the front asks for the search frame (src/lib/search-frame.mjs): slots instead of a query and its results. */
async function framesFor(): Promise<boolean> {
  const token = process.env[FRONT_TOKEN_ENV]
  return Boolean(token) && (await headers()).get(SEARCH_FRAME_HEADER) === token
}

/** The query the page shows, or, for the frame, the slot that stands for it. */
async function shownQuery(props: Props): Promise<{ frame: boolean; query: string }> {
  const frame = await framesFor()
  return { frame, query: frame ? SEARCH_QUERY_SLOT : searchQuery((await props.searchParams).s) }
}

/**
 * The title is written whole: Next.js's title template would read a query's `$&` or `$'` as replacement patterns
 * ("cach $&" became "cach %s").
 */
export async function generateMetadata(props: Props): Promise<Metadata> {
  const [{ query }, { settings }] = await Promise.all([shownQuery(props), getSiteChrome()])
  return {
    title: { absolute: `${query ? vi.searchTitle(query) : vi.search} – ${settings.siteName}` },
    robots: { index: false, follow: true },
  }
}

export default async function SearchPage(props: Props) {
  const { frame, query } = await shownQuery(props)
  const results = frame ? null : await searchResultsFor(query, (await props.searchParams).trang)
  return (
    <SiteFrame view={{ kind: 'other', categoryIds: [] }}>
      <PublicPage />
      <div className="search-page container container--narrow">
        <h1 className="archive-header__title">{query ? vi.searchTitle(query) : vi.search}</h1>
        <div className="search-page__form">
          <SearchForm defaultValue={query} id="search-page-input" />
        </div>
        {/* The front's kept frame has a slot here for each query's results (src/lib/search-frame.mjs). */}
        {results ? (
          <div>
            <SearchResults results={results} />
          </div>
        ) : (
          <div dangerouslySetInnerHTML={{ __html: SEARCH_RESULTS_SLOT }} />
        )}
      </div>
    </SiteFrame>
  )
}
