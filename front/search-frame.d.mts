import type { PageCache, PageCacheEntry } from './page-cache.mjs'

export declare const FRAME_KEY: string

export declare class SearchFrames {
  constructor(cache: PageCache, render: () => Promise<unknown>)
  /** The kept frame, its text read once. */
  frame(): Promise<(PageCacheEntry & { text: string }) | null>
}
