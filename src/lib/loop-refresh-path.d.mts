export declare const LOOP_REFRESH_PATH: string
