import type { Payload, PayloadRequest } from 'payload'
import type { User } from '@/payload-types'
import { SHOP_WRITE } from '../order-hooks'

/**
 * Orders placed as a guest with the account's e-mail join the account, once its owner has shown they read that e-mail
 * (they set a password through the link mailed to it). Never on a typed e-mail alone: anyone may type any e-mail at the
 * checkout or in "Tạo tài khoản". Only orders without a customer move, so another account's order never does.
 * Returns how many orders joined.
 */
export async function linkGuestOrders(
  payload: Payload,
  user: Pick<User, 'id' | 'email'>,
  req?: PayloadRequest,
): Promise<number> {
  const { docs } = await payload.update({
    collection: 'orders',
    where: { and: [{ email: { equals: user.email.toLowerCase() } }, { customer: { exists: false } }] },
    data: { customer: user.id },
    overrideAccess: true,
    depth: 0,
    // The shop's own write: an order's customer is otherwise kept as the checkout wrote it.
    context: { [SHOP_WRITE]: true },
    req,
  })
  return docs.length
}
