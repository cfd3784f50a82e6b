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
