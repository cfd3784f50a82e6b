export declare const SEARCH_FRAME_HEADER: string
export declare const SEARCH_QUERY_SLOT: string
export declare const SEARCH_RESULTS_SLOT: string

export declare function isSearchFrame(page: string): boolean
export declare function fillSearchFrame(frame: string, escapedQuery: string, resultsHtml: string): string
