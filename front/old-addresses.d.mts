import type { AppAnswers } from '../src/lib/front-bridge.mjs'

export declare const FLUSH_MS: number
export declare const MAX_NOT_FOUND_BATCH: number
export declare const MAX_LOGGED_PATH: number

export declare class OldAddresses {
  constructor(answers: () => AppAnswers | null, now?: () => number)
  reload(): Promise<void>
  changed(redirects: boolean): void
  find(url: string): Promise<{ status: 301 | 302; location: string } | null>
  notFound(url: string, headers: Record<string, string | string[] | undefined>): void
  flush(): Promise<void>
}
