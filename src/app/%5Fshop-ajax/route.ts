import { getPayloadClient } from '@/cms/queries'
import { handleShopAjax } from '@/cms/shop/ajax'

/** The shop's AJAX endpoint, `POST /?shop-ajax={name}` (src/proxy.ts sends it here; asked directly it is a 404). */
export async function POST(request: Request) {
  return handleShopAjax(await getPayloadClient(), request)
}
