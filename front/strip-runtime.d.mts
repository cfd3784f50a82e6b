export declare function stripRuntime(html: string): string
