export declare const DRAFT_MODE_COOKIE: string
export declare function inDraftMode(cookieHeader: string | string[] | undefined): boolean
export declare const NEXT_FILES_PATH: string
export declare const NEXT_CACHE_HEADER: string
export declare function isStaleCopy(headers: Record<string, unknown>): boolean
export declare function isNextHeader(name: string): boolean

/** The part of Next.js's incremental cache the site calls. */
export interface NextDataCache {
  revalidateTag(tags: string[]): Promise<void>
}

export declare function nextDataCache(): NextDataCache | null
