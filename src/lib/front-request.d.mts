export declare const FRONT_ORIGIN_ENV: string
export declare const FRONT_TOKEN_ENV: string
export declare const PAGE_TAGS_REQUEST_HEADER: string
