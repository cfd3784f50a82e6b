import { ADMIN_AJAX_PATH } from '@/lib/cart-fragments-path.mjs'
import type { FrontAnswer } from '@/lib/front-bridge.mjs'
import { siteUrl } from '@/lib/site-url'
import { getPayloadClient } from '../../cms/queries'
import { MENU_CART_FRAGMENTS, cartFragmentsAnswer } from './fragments'

/**
 * The mini-cart's fragments call answered for the front (front/serve.mjs), without a Next.js request: the same answer
 * as the CMS AJAX route's (src/cms/admin-ajax.ts). Null when the body asks for another action, which the route answers.
 */
export async function answerCartFragments(body: Uint8Array, headers: Headers): Promise<FrontAnswer | null> {
  const request = new Request(new URL(ADMIN_AJAX_PATH, siteUrl()), {
    method: 'POST',
    headers,
    body: Uint8Array.from(body),
  })
  const form = await request.formData().catch(() => null)
  if (form?.get('action') !== MENU_CART_FRAGMENTS) return null
  const response = await cartFragmentsAnswer(await getPayloadClient(), request, form, siteUrl().startsWith('https:'))
  const answerHeaders: Record<string, string | string[]> = Object.fromEntries(response.headers)
  const cookies = response.headers.getSetCookie()
  if (cookies.length) answerHeaders['set-cookie'] = cookies
  return { status: response.status, headers: answerHeaders, body: await response.text() }
}
