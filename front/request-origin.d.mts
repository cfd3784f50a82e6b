import type { IncomingHttpHeaders, IncomingMessage } from 'node:http'

export declare function claimedOrigin(headers: IncomingHttpHeaders): string | null
export declare function comesFromElsewhere(
  request: Pick<IncomingMessage, 'method' | 'headers'>,
  siteOrigins: string[],
): boolean
export declare function isScriptClient(headers: IncomingHttpHeaders): boolean
