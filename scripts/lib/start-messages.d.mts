export declare function formatDuration(milliseconds: number): string
export declare const startMessages: {
  preparing: string
  seeding: string
  seeded: (milliseconds: number) => string
  building: string
  built: (milliseconds: number) => string
  starting: string
  serving: (url: string, milliseconds: number) => string
}
export declare function firstAdminMessage(
  env: Record<string, string | undefined>,
  token: string,
  ownAddresses?: string[],
): string
