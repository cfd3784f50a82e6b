export declare const FRONT_BRIDGE_VERSION: number

/** What the front fills the search frame with (search-frame.mjs), and the tags of what it shows. */
export interface SearchAnswer {
  escapedQuery: string
  resultsHtml: string
  tags: string[]
}

/**
 * A loop refresh call's answer: its status, its JSON and, for a grid, the tags it is kept under and whether it is
 * public (the same for every reader; public-answer.mjs).
 */
export interface LoopAnswer {
  status: number
  body: string
  tags: string[]
  public: boolean
}

/** A builder page at a grid's page: the page with the tags it is kept under, or the address to send the reader to. */
export type PagedPageAnswer = { html: string; tags: string[] } | { redirect: string }

/** An answer as the front sends it: status, headers, body. */
export interface FrontAnswer {
  status: number
  headers: Record<string, string | string[]>
  body: string
}

/** The answers the app makes for the front without a Next.js request; null hands the request to Next.js. */
export interface AppAnswers {
  /** A search page's results for the kept frame (`s`, `trang` as the address gives them). */
  search(s: string | null, trang: string | null): Promise<SearchAnswer | null>
  /** A builder page's loop refresh call (its JSON body). */
  loopRefresh(body: string, headers: Headers): Promise<LoopAnswer | null>
  /** A builder page at one of its grids' pages, made from the page's kept copy. */
  pagedPage(url: string, readFrame: () => Promise<string | null>): Promise<PagedPageAnswer | null>
  /** The mini-cart's fragments call (its form body). */
  cartFragments(body: Uint8Array, headers: Headers): Promise<FrontAnswer | null>
  /** A page's batch of measured events (its JSON body, within the route's limit). */
  collect(body: Uint8Array, headers: Headers): Promise<FrontAnswer>
  /** Every redirect, which the front keeps in memory (src/redirects/cms/front-answers.ts). */
  redirects(): Promise<{ id: number; from: string; to: string; status: number | string }[]>
  /** A batch of the redirects' hits the front counted. */
  redirectHits(batch: { id: number; hits: number; lastHitAt: string }[]): Promise<void>
  /** A batch of the addresses that answered 404, as the front counted them. */
  notFound(
    batch: { path: string; hits: number; firstSeen: string; lastSeen: string; referrer: string | null }[],
  ): Promise<void>
  /** Our address for a WordPress address's form, when the content it names exists. */
  oldAddress(form: { kind: string; slug: string; page: number }): Promise<string | null>
  /** Whether the database answers and has every migration of this build (`GET /healthz`). */
  health(): Promise<{ ok: true } | { ok: false; reason: 'database' | 'migrations' }>
}

/** The front's page cache, as the app's cache invalidation sees it. */
export interface FrontPageCache {
  invalidate(tags: string[]): void
}

export declare function offerAppAnswers(answers: AppAnswers): void
export declare function appAnswers(): AppAnswers | null
export declare function offerPageCache(pageCache: FrontPageCache): void
export declare function frontPageCache(): FrontPageCache | null
export declare function withdrawPageCache(): void
