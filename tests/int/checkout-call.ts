import type { Payload } from 'payload'

const SITE = 'http://localhost:3000'

/**
 * The checkout form sent as the checkout's script sends it (`POST /?shop-ajax=checkout`), from `address` with the
 * guest cart `cookie` (none: ''), answered by the checkout's own handler.
 */
export async function sendCheckout(
  payload: Payload,
  fields: Record<string, string>,
  { address, cookie }: { address: string; cookie: string },
) {
  const { handleCheckoutAjax } = await import('@/shop/cms/checkout-ajax')
  return handleCheckoutAjax(
    payload,
    new Request(`${SITE}/?shop-ajax=checkout`, {
      method: 'POST',
      headers: {
        ...(cookie ? { cookie } : {}),
        'x-forwarded-for': address,
        'x-requested-with': 'XMLHttpRequest',
        'content-type': 'application/x-www-form-urlencoded',
        origin: SITE,
      },
      body: new URLSearchParams(fields),
    }),
    'checkout',
  )
}
