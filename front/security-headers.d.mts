export declare function securityHeaders(
  url: string | undefined,
  options: { https: boolean; draft?: boolean; dev?: boolean },
): Record<string, string>
export declare function allowPageProviders(html: string, csp: string): { body: string; csp: string }
