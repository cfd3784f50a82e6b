import { getPayloadClient } from '@/cms/queries'
import { setupCookieName, setupTokenMatches } from '@/server/setup/token'
import { setupRefusal } from '@/server/setup/refusal'

/**
 * The one-time link printed by `npm start`: unlocks Payload's "create first user" screen for this browser, while no
 * account exists. The redirect names no host: Next.js builds `request.url` on the host the server was started with
 * (localhost), so an absolute one would take a reader who opened the link at http://127.0.0.1:3000 or at the machine's
 * network address to another origin, where this browser has no cookie.
 */
export async function GET(request: Request) {
  const token = new URL(request.url).searchParams.get('token')
  if (!setupTokenMatches(token)) return setupRefusal('invalidLink')
  const payload = await getPayloadClient()
  if ((await payload.count({ collection: 'users', overrideAccess: true })).totalDocs > 0)
    return setupRefusal('accountExists')
  const headers = new Headers({ location: '/admin/create-first-user', 'cache-control': 'no-store' })
  headers.append('set-cookie', `${setupCookieName}=${token}; Path=/; Max-Age=3600; HttpOnly; SameSite=Strict`)
  return new Response(null, { status: 303, headers })
}
