export declare const TAGS_HEADER: string
export declare const TAGGED_PAGE_SECONDS: number
export declare function takeCacheTags(
  body: string,
  headers?: Record<string, unknown>,
): { body: string; tags: string[] | null }
export declare function isAffected(tags: string[] | null, changed: Set<string>): boolean
