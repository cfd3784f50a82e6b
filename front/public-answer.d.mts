export declare function hasSecretQuery(url: string): boolean
export declare function isPersonal(headers: Record<string, unknown>): boolean
export declare function takePublicStatement(
  body: string,
  headers?: Record<string, unknown>,
): { body: string; public: boolean }
