export declare function stripRuntime(html: string): string
export declare function runtimeLeftIn(html: string): boolean
