import type { IncomingMessage } from 'node:http'

type Request = Pick<IncomingMessage, 'url' | 'headers'>

export declare const bodyLimits: { path?: string; under?: boolean; multipart?: boolean; bytes: number }[]
export declare function routePath(url: string | undefined): string
export declare function bodyLimit(request: Request): number
export declare function declaresMoreThan(request: Request, limit: number): boolean
export declare function formatBytes(bytes: number): string
