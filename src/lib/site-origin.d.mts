type Env = Record<string, string | undefined>

export declare function siteUrlFrom(env: Env): string
export declare function isLoopbackSite(env: Env): boolean
export declare function siteOrigins(env: Env, ownAddresses?: string[]): string[]
