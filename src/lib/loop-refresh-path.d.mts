export declare const LOOP_REFRESH_PATH: string
export declare const LOOP_ANSWER_GLOBAL: string
