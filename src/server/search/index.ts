import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { Payload, PayloadRequest } from 'payload'
import { searchTerms } from '@/features/search/logic'
import { plainText } from '@/lib/lexical'
import { foldDiacritics } from '@/lib/vi'
import { postgresSearchIndex } from './postgres-index'
import { sqliteSearchIndex } from './sqlite-index'
import type { SearchIndex } from './types'

/**
 * The index of the database in use. Writes made while Payload saves a post go through that save's
 * transaction (PostgreSQL runs one per request), so the index never sees an uncommitted post.
 */
async function searchIndexOf(payload: Payload, req?: Partial<PayloadRequest>): Promise<SearchIndex> {
  const transactionId = req?.transactionID ? await req.transactionID : undefined
  const sessions = (payload.db as { sessions?: Record<string | number, { db: unknown }> }).sessions
  const session = transactionId !== undefined ? sessions?.[transactionId]?.db : undefined
  if (payload.db.name === 'sqlite') {
    const adapter = payload.db as unknown as SQLiteAdapter
    return sqliteSearchIndex((session as SQLiteAdapter['drizzle']) ?? adapter.drizzle)
  }
  if (payload.db.name === 'postgres') {
    const adapter = payload.db as unknown as PostgresAdapter
    return postgresSearchIndex((session as PostgresAdapter['drizzle']) ?? adapter.drizzle)
  }
  throw new Error(`No full-text index for the ${payload.db.name} database adapter`)
}

interface IndexablePost {
  id: number
  title?: string | null
  excerpt?: string | null
  content?: unknown
}

export async function indexPost(payload: Payload, post: IndexablePost, req?: Partial<PayloadRequest>): Promise<void> {
  const body = [post.excerpt ?? '', plainText(post.content)].join('\n')
  await (await searchIndexOf(payload, req)).upsert(post.id, foldDiacritics(post.title ?? ''), foldDiacritics(body))
}

export async function unindexPost(payload: Payload, id: number, req?: Partial<PayloadRequest>): Promise<void> {
  await (await searchIndexOf(payload, req)).remove(id)
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
  const { ids, total } = await (await searchIndexOf(payload)).query(terms, perPage, (page - 1) * perPage)
  return { terms, ids, total }
}
