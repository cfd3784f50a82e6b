import { handleCardWebhook } from '@/shop/cms/checkout/card-payment.server'
import { getPayloadClient } from '@/cms/queries'

/** Stripe's webhook for card payments (src/shop/cms/checkout/card-payment.server.ts). */
export async function POST(request: Request) {
  return handleCardWebhook(await getPayloadClient(), request)
}
