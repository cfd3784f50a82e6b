import type { Payload, PayloadRequest } from 'payload'
import { correctTerms, isCorrectable, oneEditAway } from '@/content/rules/search/correction/logic'
import { searchTerms } from '@/content/rules/search/logic'
import { plainText } from '@/lib/lexical'
import { foldDiacritics } from '@/lib/vi'
import { rawSql } from '../../../server/database/raw-sql'
import { postgresSearchIndex } from './postgres-index'
import { sqliteSearchIndex } from './sqlite-index'
import type { IndexedCollection, SearchIndex } from './types'

/**
 * The index of one collection in the database in use. Writes made while Payload saves a document go through that
 * save's transaction (PostgreSQL runs one per request), so the index never sees an uncommitted document.
 */
async function searchIndexOf(
  payload: Payload,
  collection: IndexedCollection,
  req?: Partial<PayloadRequest>,
): Promise<SearchIndex> {
  const db = await rawSql(payload, req)
  return db.dialect === 'sqlite' ? sqliteSearchIndex(db, collection) : postgresSearchIndex(db, collection)
}

export interface IndexablePost {
  id: number
  title?: string | null
  excerpt?: string | null
  content?: unknown
}

export async function indexPost(payload: Payload, post: IndexablePost, req?: Partial<PayloadRequest>): Promise<void> {
  const body = [post.excerpt ?? '', plainText(post.content)].join('\n')
  await (
    await searchIndexOf(payload, 'posts', req)
  ).upsert(post.id, foldDiacritics(post.title ?? ''), foldDiacritics(body))
}

export async function unindexPost(payload: Payload, id: number, req?: Partial<PayloadRequest>): Promise<void> {
  await (await searchIndexOf(payload, 'posts', req)).remove(id)
}

/** What search reads of a product: its name (the title), short description and description. */
export interface IndexableProduct {
  id: number
  name?: string | null
  shortDescription?: string | null
  description?: unknown
}

/** A product as its index holds it: the folded name and the folded text of its descriptions. */
export function productIndexText(product: IndexableProduct): { title: string; body: string } {
  const body = [product.shortDescription ?? '', plainText(product.description)].join('\n')
  return { title: foldDiacritics(product.name ?? ''), body: foldDiacritics(body) }
}

export async function indexProduct(
  payload: Payload,
  product: IndexableProduct,
  req?: Partial<PayloadRequest>,
): Promise<void> {
  const { title, body } = productIndexText(product)
  await (await searchIndexOf(payload, 'products', req)).upsert(product.id, title, body)
}

export async function unindexProduct(payload: Payload, id: number, req?: Partial<PayloadRequest>): Promise<void> {
  await (await searchIndexOf(payload, 'products', req)).remove(id)
}

export interface SearchResult {
  /** The terms searched: the visitor's, or their correction when `corrected`. */
  terms: string[]
  ids: number[]
  total: number
  /** Whether the visitor's words found nothing and these are the results of a corrected query ("did you mean"). */
  corrected: boolean
}

/** Documents per word, summed over the indexes. */
async function documentCounts(indexes: SearchIndex[], words: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>()
  for (const index of indexes) {
    for (const [word, count] of await index.documentCounts(words)) counts.set(word, (counts.get(word) ?? 0) + count)
  }
  return counts
}

/**
 * `terms` with each word neither articles nor products hold (the last one: no word they hold starts with it) replaced
 * by its most frequent neighbour one edit away; null when no word needs or finds a correction.
 */
async function correctedTerms(indexes: SearchIndex[], terms: string[]): Promise<string[] | null> {
  const last = terms.at(-1)!
  const known = await documentCounts(indexes, terms.slice(0, -1).filter(isCorrectable))
  const unknown = new Set(terms.slice(0, -1).filter((term) => isCorrectable(term) && !known.has(term)))
  if (isCorrectable(last) && !(await Promise.all(indexes.map((index) => index.holdsPrefix(last)))).some(Boolean))
    unknown.add(last)
  if (!unknown.size) return null
  return correctTerms(terms, unknown, await documentCounts(indexes, [...new Set([...unknown].flatMap(oneEditAway))]))
}

/**
 * Published post ids matching `query`, best first. When the query finds nothing because of a word the site does not
 * hold, it is searched again with that word corrected (`corrected`: its articles or its products find something; the
 * caller searches products with the returned terms). An empty query finds nothing.
 */
export async function searchPostIds(
  payload: Payload,
  query: string,
  page: number,
  perPage: number,
): Promise<SearchResult> {
  const terms = searchTerms(query)
  if (!terms.length) return { terms, ids: [], total: 0, corrected: false }
  const posts = await searchIndexOf(payload, 'posts')
  const offset = (page - 1) * perPage
  const found = await posts.query(terms, perPage, offset)
  if (found.total > 0) return { terms, ...found, corrected: false }
  const products = await searchIndexOf(payload, 'products')
  const correction = await correctedTerms([posts, products], terms)
  if (!correction) return { terms, ...found, corrected: false }
  const retried = await posts.query(correction, perPage, offset)
  const findsSomething = retried.total > 0 || (await products.query(correction, 1, 0)).total > 0
  return findsSomething ? { terms: correction, ...retried, corrected: true } : { terms, ...found, corrected: false }
}

/** Published product ids holding every term (the last one as a prefix), best first: search's "Sản phẩm" group. */
export async function searchProductIds(payload: Payload, terms: string[], limit: number): Promise<number[]> {
  if (!terms.length) return []
  return (await (await searchIndexOf(payload, 'products')).query(terms, limit, 0)).ids
}
