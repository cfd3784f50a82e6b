/** What a full-text index holds: published posts, or published products (their name as the title). */
export type IndexedCollection = 'posts' | 'products'

/** A database's own full-text index of one collection's published documents. Text given to it is already folded. */
export interface SearchIndex {
  upsert(id: number, foldedTitle: string, foldedBody: string): Promise<void>
  remove(id: number): Promise<void>
  /** Documents containing every term (the last one as a prefix), best first. Terms come from `searchTerms`. */
  query(terms: string[], limit: number, offset: number): Promise<{ ids: number[]; total: number }>
  /** How many documents hold each of `words` as a whole word; words no document holds are left out. */
  documentCounts(words: string[]): Promise<Map<string, number>>
  /** Whether some document holds a word starting with `prefix`. */
  holdsPrefix(prefix: string): Promise<boolean>
}
