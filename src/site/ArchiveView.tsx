import type { PostPage } from '@/cms/queries'
import { vi } from '@/i18n/vi'
import { Breadcrumbs } from './Breadcrumbs'
import { Pagination } from './Pagination'
import { PostGrid } from './posts/PostGrid'

/** A list of posts under a heading: category, tag and author archives. */
export function ArchiveView({ kicker, title, description, basePath, result }: {
  kicker: string
  title: string
  description?: string | null
  basePath: string
  result: PostPage
}) {
  return (
    <div className="archive container">
      <header className="archive-header">
        <Breadcrumbs trail={[{ name: vi.home, href: '/' }, { name: title, href: basePath }]} />
        <p className="archive-header__kicker">{kicker}</p>
        <h1 className="archive-header__title">{title}</h1>
        {description && <p className="archive-header__description">{description}</p>}
        <p className="archive-header__count">
          {vi.postCount(result.totalDocs)}
          {result.page > 1 && ` · ${vi.page(result.page)}`}
        </p>
      </header>
      <PostGrid posts={result.posts} headingLevel={2} />
      <Pagination page={result.page} totalPages={result.totalPages} hrefFor={(n) => (n === 1 ? basePath : `${basePath}/trang/${n}`)} />
    </div>
  )
}
