import { vi } from '@/i18n/vi'
import { type PaginationParts, shownPages } from './pagination'

const ALL_PARTS: PaginationParts = { numbers: true, steps: true }

/** One page's item: the current page (not a link) or a link to another, after a gap when pages are skipped before it. */
function PageItem({ n, page, gap, href }: { n: number; page: number; gap: boolean; href: string }) {
  const link =
    n === page ? (
      <span aria-current="page" className="pagination__current">
        <span className="visually-hidden">{vi.page(n)}</span>
        <span aria-hidden="true">{n}</span>
      </span>
    ) : (
      <a href={href} aria-label={vi.page(n)}>
        {n}
      </a>
    )
  return <li className={gap ? 'pagination__gap' : undefined}>{link}</li>
}

/**
 * Page links (archives, the catalogue, search results and post grids show them), or nothing for a single page.
 * `hrefFor(1)` is the first page's address.
 */
export function Pagination({
  page,
  totalPages,
  hrefFor,
  parts = ALL_PARTS,
}: {
  page: number
  totalPages: number
  hrefFor: (page: number) => string
  parts?: PaginationParts
}) {
  if (totalPages <= 1) return null
  const shown = shownPages(page, totalPages)
  return (
    <nav className="pagination" aria-label={vi.pagination}>
      {parts.steps && page > 1 && (
        <a className="pagination__step" href={hrefFor(page - 1)} rel="prev">
          ← {vi.previousPage}
        </a>
      )}
      {parts.numbers && (
        <ol className="pagination__pages">
          {shown.map((n, index) => (
            <PageItem key={n} n={n} page={page} gap={index > 0 && n - shown[index - 1] > 1} href={hrefFor(n)} />
          ))}
        </ol>
      )}
      {parts.steps && page < totalPages && (
        <a className="pagination__step" href={hrefFor(page + 1)} rel="next">
          {vi.nextPage} →
        </a>
      )}
    </nav>
  )
}
