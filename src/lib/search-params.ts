/** A page's `searchParams` (as Next.js hands them to a page) as URLSearchParams, repeated names kept in order. */
export function searchParamsOf(record: Record<string, string | string[] | undefined>): URLSearchParams {
  return new URLSearchParams(
    Object.entries(record).flatMap(([name, value]) =>
      Array.isArray(value) ? value.map((one) => [name, one]) : [[name, value ?? '']],
    ),
  )
}
