import { type Payload, createLocalReq, generateExpiredPayloadCookie, generatePayloadCookie } from 'payload'

/** The account's session cookie for `token`: for the browser's session only unless `remember`. */
export function sessionCookie(payload: Payload, token: string, remember: boolean): string {
  const auth = payload.collections.users.config.auth
  const cookie = generatePayloadCookie({ collectionAuthConfig: auth, cookiePrefix: payload.config.cookiePrefix, token })
  return remember ? cookie : cookie.replace(/; ?Expires=[^;]+/i, '')
}

/** The cookie that ends the session. */
export const endedSessionCookie = (payload: Payload) =>
  generateExpiredPayloadCookie({
    collectionAuthConfig: payload.collections.users.config.auth,
    cookiePrefix: payload.config.cookiePrefix,
  })

/**
 * Logs a shopper in with their e-mail and password, as Payload's own login does (its hooks: growing waits against
 * guessing, the guest cart joining the account): the session cookie, or why not (`wrong`, or `wait` when refused 429).
 */
export async function logIn(
  payload: Payload,
  headers: Headers,
  email: string,
  password: string,
  remember: boolean,
): Promise<{ cookie: string } | { refused: 'wrong' | 'wait' }> {
  const req = await createLocalReq({ req: { headers } }, payload)
  try {
    const { token } = await payload.login({ collection: 'users', data: { email, password }, req })
    return token ? { cookie: sessionCookie(payload, token, remember) } : { refused: 'wrong' }
  } catch (error) {
    return { refused: (error as { status?: number }).status === 429 ? 'wait' : 'wrong' }
  }
}
