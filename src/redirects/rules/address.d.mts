/** The key of `vi.redirects.errors` naming what is wrong with an address. */
export type AddressError =
  'fromEmpty' | 'fromNotAddress' | 'fromMachinery' | 'toEmpty' | 'toUnsafe' | 'toNotHttps' | 'tooLong'

export declare const MAX_ADDRESS_LENGTH: number
export declare function comparablePath(path: string): string
export declare function comparableQuery(query: string): string
export declare function requestAddress(url: string): { path: string; query: string }
export declare function addressKey(path: string, query: string): string
export declare function normaliseFrom(
  input: unknown,
): { from: string; error?: undefined } | { error: AddressError; from?: undefined }
export declare function normaliseTo(
  input: unknown,
  ownOrigins?: readonly string[],
): { to: string; error?: undefined } | { error: AddressError; to?: undefined }
export declare function targetKey(to: string): string | null
