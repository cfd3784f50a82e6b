export declare function securityHeaders(url: string | undefined, options: { https: boolean }): Record<string, string>
