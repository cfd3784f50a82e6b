export declare const speculationRules: string
