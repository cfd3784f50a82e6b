export declare function securityHeaders(
  url: string | undefined,
  options: { https: boolean; draft?: boolean; dev?: boolean },
): Record<string, string>
export declare function allowCaptchaProvider(html: string, csp: string): { body: string; csp: string }
