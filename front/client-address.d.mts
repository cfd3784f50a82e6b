export declare function forwardedFor(
  sent: string | string[] | undefined,
  remoteAddress: string | undefined,
  trustProxy: boolean,
): string
