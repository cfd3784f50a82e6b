import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import { ftsMatchExpression, searchTerms } from '@/features/search/logic'
import { plainText } from '@/lib/lexical'
import { foldDiacritics } from '@/lib/vi'
import { sqliteSearchIndex } from './sqlite-index'
import type { SearchIndex } from './types'

function searchIndexOf(payload: Payload): SearchIndex {
  if (payload.db.name === 'sqlite') return sqliteSearchIndex(payload.db as unknown as SQLiteAdapter)
  throw new Error(`Full-text search is not implemented for the ${payload.db.name} adapter yet`)
}

interface IndexablePost {
  id: number
  title?: string | null
  excerpt?: string | null
  content?: unknown
}

export async function indexPost(payload: Payload, post: IndexablePost): Promise<void> {
  const body = [post.excerpt ?? '', plainText(post.content)].join('\n')
  await searchIndexOf(payload).upsert(post.id, foldDiacritics(post.title ?? ''), foldDiacritics(body))
}

export async function unindexPost(payload: Payload, id: number): Promise<void> {
  await searchIndexOf(payload).remove(id)
}

export interface SearchResult {
  terms: string[]
  ids: number[]
  total: number
}

/** Published post ids matching `query`, best first. An empty query finds nothing. */
export async function searchPostIds(payload: Payload, query: string, page: number, perPage: number): Promise<SearchResult> {
  const terms = searchTerms(query)
  if (!terms.length) return { terms, ids: [], total: 0 }
  const { ids, total } = await searchIndexOf(payload).query(ftsMatchExpression(terms), perPage, (page - 1) * perPage)
  return { terms, ids, total }
}
