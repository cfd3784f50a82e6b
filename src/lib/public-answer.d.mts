export declare const PUBLIC_PAGE_MARKER: string
export declare const PUBLIC_ANSWER_HEADER: string
