/** A redirect as stored: `from` normalised (address.mjs), `status` 301 or 302 (as a number or PostgreSQL's text). */
export interface StoredRedirect {
  id: number
  from: string
  to: string
  status: number | string
}

/** What a request is answered with: the redirect's id (its hits), status and the `Location`. */
export interface RedirectAnswer {
  id: number
  status: 301 | 302
  location: string
}

export declare const MAX_HOPS: number

export declare class RedirectMap {
  constructor(rows: readonly StoredRedirect[])
  readonly size: number
  end(to: string): string
  find(url: string): RedirectAnswer | null
}

export declare const REDIRECTS_TAG: 'redirects'
