export declare const EVERYTHING_TAG: 'everything'
