import type { Payload } from 'payload'
import { issueNonce, verifyNonce } from '@/lib/nonce'
import { hasRole } from '../../cms/access'
import { payloadSecret } from '../../cms/secret'

/** The header the builder sends its nonce in (WordPress's REST nonce header). */
const NONCE_HEADER = 'x-wp-nonce'

/** The nonce's purpose: previewing loops, for one user (another user's nonce does not fit). */
const purpose = (userId: number | string) => `loop-preview:${userId}`

/** The nonce that lets an editor's builder preview a loop with unsaved settings (`widget_model`). */
export const loopPreviewNonce = (userId: number | string) => issueNonce(payloadSecret(), purpose(userId), Date.now())

/** Whether the request comes from an editor or administrator whose session and nonce match. */
export async function loopPreviewAllowed(payload: Payload, request: Request): Promise<boolean> {
  const nonce = request.headers.get(NONCE_HEADER)
  if (!nonce) return false
  const { user } = await payload.auth({ headers: request.headers })
  return (
    Boolean(user) &&
    hasRole(user, 'admin', 'editor') &&
    verifyNonce(payloadSecret(), purpose(user!.id), nonce, Date.now())
  )
}
