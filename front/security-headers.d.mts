export declare function securityHeaders(url: string | undefined, options: { https: boolean; draft?: boolean }): Record<string, string>
