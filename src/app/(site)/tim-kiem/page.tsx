import type { Metadata } from 'next'
import { getSiteChrome, searchPosts } from '@/cms/queries'
import { vi } from '@/i18n/vi'
import { SiteFrame } from '@/site/layout/SiteFrame'
import { SearchForm } from '@/site/layout/SearchForm'
import { Pagination } from '@/site/Pagination'
import { SearchResultItem } from '@/site/search/SearchResultItem'
import { parsePageParam } from '@/site/archives'

const PER_PAGE = 10

type Props = { searchParams: Promise<{ s?: string | string[]; trang?: string | string[] }> }

function firstValue(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? ''
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const query = firstValue((await searchParams).s)
    .trim()
    .slice(0, 100)
  return { title: query ? vi.searchTitle(query) : vi.search, robots: { index: false, follow: true } }
}

export default async function SearchPage({ searchParams }: Props) {
  const params = await searchParams
  const query = firstValue(params.s).trim().slice(0, 100)
  const page = parsePageParam(firstValue(params.trang) || undefined) ?? 1
  const [{ terms, total, cards }, { categories }] = await Promise.all([searchPosts(query, page, PER_PAGE), getSiteChrome()])
  const totalPages = Math.ceil(total / PER_PAGE)

  return (
    <SiteFrame view={{ categoryIds: [] }}>
      <div className="search-page container container--narrow">
        <h1 className="archive-header__title">{query ? vi.searchTitle(query) : vi.search}</h1>
        <div className="search-page__form">
          <SearchForm defaultValue={query} id="search-page-input" />
        </div>
        {!query && <p className="search-page__hint">{vi.searchEmptyQuery}</p>}
        {query && total > 0 && (
          <p className="archive-header__count" role="status">
            {vi.searchCount(total)}
          </p>
        )}
        {query && total === 0 && (
          <div className="search-empty" role="status">
            <p className="search-empty__title">{vi.searchNoResults(query)}</p>
            <p>{vi.searchSuggestions}</p>
            <ul className="search-empty__topics">
              {categories.map((category) => (
                <li key={category.id}>
                  <a className="tag" href={`/chuyen-muc/${category.slug}`}>
                    {category.name}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
        <ol className="search-results">
          {cards.map((card) => (
            <li key={card.post.id}>
              <SearchResultItem card={card} terms={terms} />
            </li>
          ))}
        </ol>
        <Pagination page={page} totalPages={totalPages} hrefFor={(n) => `/tim-kiem?s=${encodeURIComponent(query)}${n > 1 ? `&trang=${n}` : ''}`} />
      </div>
    </SiteFrame>
  )
}
