/** A database's own full-text index of published posts. Text given to it is already folded. */
export interface SearchIndex {
  upsert(id: number, foldedTitle: string, foldedBody: string): Promise<void>
  remove(id: number): Promise<void>
  /** Posts containing every term (the last one as a prefix), best first. Terms come from `searchTerms`. */
  query(terms: string[], limit: number, offset: number): Promise<{ ids: number[]; total: number }>
}
