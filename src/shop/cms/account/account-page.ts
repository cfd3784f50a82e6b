import type { Payload } from 'payload'
import type { Order, User } from '@/payload-types'
import { readShopSettings } from '@/shop/cms/settings'
import { accountDownloads } from '@/shop/server/account/downloads'
import { cardPaymentsReady } from '@/shop/server/payments/gateways'
import { paymentDue } from '@/shop/server/payments/payment-due'
import { type SavedCard, savedCards } from '@/shop/server/payments/stripe'
import type { AccountPage } from '@/shop/views/account/AccountView'
import { accountTabOf, type AccountTab } from '@/shop/views/account/paths'

/** A saved address's fields as the address form names them. */
function addressValues(user: User): Record<string, string> {
  const billing = user.billing ?? {}
  const entries: [string, string | null | undefined][] = [
    ['billing_full_name', billing.fullName],
    ['billing_phone', billing.phone],
    ['billing_email', billing.email],
    ['billing_province', billing.province],
    ['billing_ward', billing.ward],
    ['billing_street', billing.street],
    ['billing_previous_line', billing.previousLine],
  ]
  return Object.fromEntries(entries.filter((entry): entry is [string, string] => Boolean(entry[1])))
}

const ownOrders = async (payload: Payload, user: User) =>
  (
    await payload.find({
      collection: 'orders',
      where: { customer: { equals: user.id } },
      sort: '-createdAt',
      limit: 100,
      depth: 0,
      overrideAccess: true,
    })
  ).docs

/** The cards the customer saved at Stripe; null when the shop takes no cards, 'unavailable' when Stripe cannot say. */
async function cardsOf(payload: Payload, user: User): Promise<SavedCard[] | 'unavailable' | null> {
  const settings = await readShopSettings(payload)
  if (!cardPaymentsReady(settings)) return null
  if (!user.stripeCustomer) return []
  try {
    return await savedCards(settings.stripe!.secretKey!, user.stripeCustomer)
  } catch (error) {
    payload.logger.error({ err: error }, 'Stripe: could not list the saved cards')
    return 'unavailable'
  }
}

/**
 * The account page at `/tai-khoan/{tab's address}[/{detail}]` for a logged-in customer: what the tab shows, read as them (their
 * own orders only: another account's order number is a 404, as an unknown one). Null for a page that does not exist.
 */
export async function loadAccountPage(payload: Payload, user: User, segments: string[]): Promise<AccountPage | null> {
  const [tabSegment, detail, ...rest] = segments
  const tab: AccountTab | null = tabSegment === undefined ? 'dashboard' : accountTabOf(tabSegment)
  if (rest.length || !tab) return null
  if ((tab === 'view-order') !== Boolean(detail)) return null
  switch (tab) {
    case 'dashboard':
    case 'orders':
      return { tab, orders: await ownOrders(payload, user) }
    case 'view-order': {
      // Read as the customer: their own orders, without the shop's private notes and who wrote what.
      const { docs } = await payload.find({
        collection: 'orders',
        where: { and: [{ number: { equals: decodeURIComponent(detail) } }, { customer: { equals: user.id } }] },
        limit: 1,
        depth: 0,
        user,
        overrideAccess: false,
      })
      const order = docs[0] as Order | undefined
      return order ? { tab, order, due: await paymentDue(order, await readShopSettings(payload)) } : null
    }
    case 'downloads':
      return { tab, downloads: await accountDownloads(payload, user.id, new Date()) }
    case 'edit-address':
      return { tab, values: addressValues(user) }
    case 'payment-methods':
      return { tab, cards: await cardsOf(payload, user) }
    default:
      return { tab }
  }
}
