/**
 * Runs once when the server starts. On PostgreSQL, Payload starts at once rather than on the first page it renders,
 * so this instance listens for other instances' changes (cms/cache/listen.ts) before it serves any cached page.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || !process.env.DATABASE_URL?.startsWith('postgres')) return
  const { getPayloadClient } = await import('./cms/queries')
  await getPayloadClient()
}
