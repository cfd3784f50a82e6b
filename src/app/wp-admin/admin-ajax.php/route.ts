import { answerAdminAjax } from '@/cms/admin-ajax'
import { getPayloadClient } from '@/cms/queries'

/** The CMS AJAX endpoint (docs/routes.md, Endpoints): form submissions and the mini-cart's fragments (src/cms/admin-ajax.ts). */
export async function POST(request: Request) {
  return answerAdminAjax(await getPayloadClient(), request)
}
