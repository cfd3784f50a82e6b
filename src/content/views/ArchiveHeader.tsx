import { vi } from '@/i18n/vi'
import type { Archive } from './archives'
import { Breadcrumbs } from '../../site/Breadcrumbs'

/** Breadcrumbs, kicker, title (the page's h1), description and count of an archive. */
export function ArchiveHeader({ archive }: { archive: Archive }) {
  const { kicker, title, description, basePath, result } = archive
  return (
    <header className="archive-header">
      <Breadcrumbs
        trail={[
          { name: vi.home, href: '/' },
          { name: title, href: basePath },
        ]}
      />
      <p className="archive-header__kicker">{kicker}</p>
      <h1 className="archive-header__title">{title}</h1>
      {description && <p className="archive-header__description">{description}</p>}
      <p className="archive-header__count">
        {vi.postCount(result.totalDocs)}
        {result.page > 1 && ` · ${vi.page(result.page)}`}
      </p>
    </header>
  )
}
