export declare function behaviourFile(
  routePath: string,
  root?: string,
): { body: Buffer; headers: Record<string, string> } | null
