import type { IncomingMessage } from 'node:http'

export interface PageCacheEntry {
  headers: Record<string, unknown>
  body: Buffer
  gzip: Buffer
  expires: number
}

export declare class PageCache {
  constructor(options?: { maxEntries?: number; now?: () => number })
  entries: Map<string, PageCacheEntry>
  static accepts(request: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): boolean
  static acceptsAsset(request: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): boolean
  static sharedMaxAge(statusCode: number, headers: Record<string, unknown>): number
  get(key: string): PageCacheEntry | null
  set(key: string, statusCode: number, headers: Record<string, unknown>, body: Buffer, gzip?: Buffer): void
  clear(): void
}
