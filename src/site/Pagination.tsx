import { vi } from '@/i18n/vi'

/** Page links; `hrefFor(1)` is the archive's first page. Shows first, last and two around the current. */
export function Pagination({ page, totalPages, hrefFor }: { page: number; totalPages: number; hrefFor: (page: number) => string }) {
  if (totalPages <= 1) return null
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, totalPages])].filter((n) => n >= 1 && n <= totalPages).sort((a, b) => a - b)
  return (
    <nav className="pagination" aria-label={vi.pagination}>
      {page > 1 && (
        <a className="pagination__step" href={hrefFor(page - 1)} rel="prev">
          ← {vi.previousPage}
        </a>
      )}
      <ol className="pagination__pages">
        {shown.map((n, index) => (
          <li key={n} className={index > 0 && n - shown[index - 1] > 1 ? 'pagination__gap' : undefined}>
            {n === page ? (
              <span aria-current="page" className="pagination__current">
                <span className="visually-hidden">{vi.page(n)}</span>
                <span aria-hidden="true">{n}</span>
              </span>
            ) : (
              <a href={hrefFor(n)} aria-label={vi.page(n)}>
                {n}
              </a>
            )}
          </li>
        ))}
      </ol>
      {page < totalPages && (
        <a className="pagination__step" href={hrefFor(page + 1)} rel="next">
          {vi.nextPage} →
        </a>
      )}
    </nav>
  )
}
