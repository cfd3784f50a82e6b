/** A database's own full-text index of published posts. Text given to it is already folded. */
export interface SearchIndex {
  upsert(id: number, foldedTitle: string, foldedBody: string): Promise<void>
  remove(id: number): Promise<void>
  /** `match` is built by `ftsMatchExpression`; ids come best first. */
  query(match: string, limit: number, offset: number): Promise<{ ids: number[]; total: number }>
}
