import { handleCardWebhook } from '@/cms/checkout/card-payment'
import { getPayloadClient } from '@/cms/queries'

/** Stripe's webhook for card payments (src/cms/checkout/card-payment.ts). */
export async function POST(request: Request) {
  return handleCardWebhook(await getPayloadClient(), request)
}
