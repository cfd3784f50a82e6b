import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { siteUrl } from '@/lib/site-url'
import type { User } from '@/payload-types'
import { queueMails } from '@/server/mail/send-mail-task'
import { accountsByAddress, msUntilAllowed } from '@/server/rate-limit/limiters'
import { clientAddress } from '@/server/rate-limit/logic'
import { ACCOUNT_PATH, RESET_PASSWORD_SEGMENT } from '@/shop/views/account/paths'
import { hashLikeAStoredPassword } from '../../../cms/hooks/password-check'
import { existingAccountMail, welcomeMail } from './account-mails'

/** How long the new account's link works. */
const WELCOME_LINK_MS = 24 * 60 * 60_000

export type OpenedAccount = { opened: User } | { existing: true } | { wait: number } | { closed: true }

const findAccount = async (payload: Payload, email: string) =>
  (await payload.count({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })).totalDocs >
  0

/** A link to set the account's password (Payload's reset token, stored as its forgot-password stores it). */
async function passwordLink(payload: Payload, user: User): Promise<string> {
  const token = randomBytes(20).toString('hex')
  const resetPasswordExpiration = new Date(Date.now() + WELCOME_LINK_MS).toISOString()
  await payload.db.updateOne({
    collection: 'users',
    id: user.id,
    data: { resetPasswordToken: token, resetPasswordExpiration },
  })
  return `${siteUrl()}${ACCOUNT_PATH}/${RESET_PASSWORD_SEGMENT}?token=${encodeURIComponent(token)}`
}

/**
 * A customer account for `email` (registration, and "Tạo tài khoản" at the checkout), answered alike whether the
 * e-mail had one, so nobody learns which do: an e-mail with an account is left as it is and its owner is told by mail
 * (the same work is spent as on a new account's password). 5 new accounts an hour per address, counted either way.
 * Without a `password` (registration), the account opens with the link mailed to it, which sets one: it is usable
 * only by whoever reads that mail. The site's first account is always its administrator, made with the setup link.
 */
export async function openAccount(
  payload: Payload,
  headers: Headers,
  { email, name, password }: { email: string; name: string; password: string | null },
): Promise<OpenedAccount> {
  const wait = await msUntilAllowed(accountsByAddress, clientAddress(headers))
  if (wait !== null) return { wait }
  if ((await payload.count({ collection: 'users', overrideAccess: true })).totalDocs === 0) return { closed: true }
  const chosen = password ?? randomBytes(32).toString('base64url')
  const existing = async () => {
    await queueMails(payload, [existingAccountMail(email, `${siteUrl()}${ACCOUNT_PATH}`)])
    return { existing: true } as const
  }
  if (await findAccount(payload, email)) {
    await hashLikeAStoredPassword(chosen)
    return existing()
  }
  let user: User
  try {
    user = await payload.create({
      collection: 'users',
      data: { email, password: chosen, name, roles: ['customer'] },
      overrideAccess: true,
    })
  } catch (error) {
    // Made in between by a request sent at the same time.
    if (await findAccount(payload, email)) return existing()
    throw error
  }
  if (password === null) await queueMails(payload, [welcomeMail(email, await passwordLink(payload, user))])
  return { opened: user }
}
