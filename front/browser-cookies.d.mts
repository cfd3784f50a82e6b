export declare function withoutBrowserOnlyCookies(cookie: string | undefined): string | undefined
export declare function dropBrowserOnlyCookies(request: {
  method?: string
  url?: string
  headers: Record<string, string | string[] | undefined>
}): void
