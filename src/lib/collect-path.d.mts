export declare const COLLECT_PATH: string
export declare const MAX_BATCH_BYTES: number
