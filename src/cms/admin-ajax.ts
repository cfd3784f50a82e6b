import type { Payload } from 'payload'
import { siteUrl } from '@/lib/site-url'
import { submitForm } from '@/forms/server/submit'
import { formContext } from '../forms/cms/context'
import { CHECKOUT_LOGIN, checkoutLogin } from '../shop/cms/checkout-login.server'
import { MENU_CART_FRAGMENTS, cartFragmentsAnswer } from '../shop/cms/fragments'

/**
 * The CMS AJAX endpoint (docs/routes.md, Endpoints: `POST /wp-admin/admin-ajax.php`), dispatched on its `action`: the
 * mini-cart's fragments, the checkout's inline login, else the form widget's submissions (which check their own action).
 */
export async function answerAdminAjax(payload: Payload, request: Request): Promise<Response> {
  const body = await request.formData().catch(() => null)
  if (body?.get('action') === MENU_CART_FRAGMENTS)
    return cartFragmentsAnswer(payload, request, body, siteUrl().startsWith('https:'))
  if (body?.get('action') === CHECKOUT_LOGIN) return checkoutLogin(payload, request, body)
  return submitForm(formContext(payload), request, body)
}
