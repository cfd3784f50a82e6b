import type { Payload, PayloadRequest } from 'payload'
import type { Order } from '@/payload-types'
import { purchaseOf } from '../rules/purchase'
import { storeEvents } from '../server/store'
import { countingOf } from './counted-sender'

/**
 * Records an order's `purchase` when its buyer opens the order received page (docs/measurement.md, Purchases): by the
 * server, from the order, under the buyer's consent and visitor id (so the visit's source earns the revenue), once per
 * order however often the page is opened. Never from a page's batch.
 */
export async function recordPurchase(
  payload: Payload,
  order: Order,
  /** The order received page's path, without the order's number. */
  path: string,
  headers: Headers,
  user: PayloadRequest['user'],
): Promise<void> {
  const params = purchaseOf(order)
  const counting = await countingOf(payload, headers, user)
  if (!params || !counting || counting.pageViewsOnly) return
  await storeEvents(payload, [
    {
      at: Date.now(),
      name: 'purchase',
      visitor: counting.sender.visitor,
      path,
      source: null,
      referrer: null,
      campaign: null,
      device: counting.sender.device,
      browser: counting.sender.browser,
      params,
      transactionId: order.number,
    },
  ])
}
