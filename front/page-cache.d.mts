import type { IncomingMessage } from 'node:http'

export interface PageCacheEntry {
  headers: Record<string, unknown>
  body: Buffer
  /** Made on the first `get` when the answer was stored uncompressed (never in a cache that does not compress). */
  gzip: Buffer | null
  tags: string[] | null
  expires: number
}

export declare class PageCache {
  constructor(options?: { maxEntries?: number; now?: () => number; compress?: boolean })
  entries: Map<string, PageCacheEntry>
  static accepts(request: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): boolean
  static acceptsAsset(request: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): boolean
  static sharedMaxAge(statusCode: number, headers: Record<string, unknown>): number
  static lifetime(
    statusCode: number,
    headers: Record<string, unknown>,
    tags: string[] | null,
    statedPublic?: boolean,
  ): number
  get(key: string): PageCacheEntry | null
  set(
    key: string,
    statusCode: number,
    headers: Record<string, unknown>,
    body: Buffer,
    options?: { gzip?: Buffer; tags?: string[] | null; public?: boolean },
  ): void
  invalidate(tags: Iterable<string>): void
}
