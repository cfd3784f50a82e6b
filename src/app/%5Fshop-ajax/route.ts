import { getPayloadClient } from '@/cms/queries'
import { handleShopAjax } from '@/shop/cms/ajax'
import { handleCheckoutAjax, isCheckoutAction } from '@/shop/cms/checkout-ajax'

/** The shop's AJAX endpoint, `POST /?shop-ajax={name}` (src/proxy.ts sends it here; asked directly it is a 404). */
export async function POST(request: Request) {
  const payload = await getPayloadClient()
  const action = new URL(request.url).searchParams.get('shop-ajax')
  return isCheckoutAction(action) ? handleCheckoutAjax(payload, request, action) : handleShopAjax(payload, request)
}
