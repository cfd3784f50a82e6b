export declare const LOOP_REFRESH_PATH: string
export declare const LOOP_ANSWER_GLOBAL: string
export declare const PAGED_PAGE_GLOBAL: string
