import { html, type Markup } from '@/lib/html'
import { vi } from '@/i18n/vi'

/** The page numbers a pagination shows: the first, the last and two either side of the current one, in order. */
export function shownPages(page: number, totalPages: number): number[] {
  const candidates = [1, page - 2, page - 1, page, page + 1, page + 2, totalPages]
  return [...new Set(candidates)].filter((n) => n >= 1 && n <= totalPages).sort((a, b) => a - b)
}

/** Which links a pagination shows: page numbers, previous/next, or both (archives and search show both). */
export interface PaginationParts {
  numbers: boolean
  steps: boolean
}

/**
 * Page links as HTML (archives render it into their page, search into its results fragment, post grids below their
 * posts), or null for a single page. `hrefFor(1)` is the first page's address.
 */
export function paginationHtml({
  page,
  totalPages,
  hrefFor,
  parts = { numbers: true, steps: true },
}: {
  page: number
  totalPages: number
  hrefFor: (page: number) => string
  parts?: PaginationParts
}): Markup | null {
  if (totalPages <= 1) return null
  const shown = shownPages(page, totalPages)
  const items = shown.map((n, index) => {
    const link =
      n === page
        ? html`<span aria-current="page" class="pagination__current"><span class="visually-hidden">${vi.page(n)}</span><span aria-hidden="true">${n}</span></span>`
        : html`<a href="${hrefFor(n)}" aria-label="${vi.page(n)}">${n}</a>`
    return index > 0 && n - shown[index - 1] > 1
      ? html`<li class="pagination__gap">${link}</li>`
      : html`<li>${link}</li>`
  })
  const previous =
    parts.steps &&
    page > 1 &&
    html`<a class="pagination__step" href="${hrefFor(page - 1)}" rel="prev">← ${vi.previousPage}</a>`
  const next =
    parts.steps &&
    page < totalPages &&
    html`<a class="pagination__step" href="${hrefFor(page + 1)}" rel="next">${vi.nextPage} →</a>`
  const numbers = parts.numbers && html`<ol class="pagination__pages">${items}</ol>`
  return html`<nav class="pagination" aria-label="${vi.pagination}">${previous}${numbers}${next}</nav>`
}
