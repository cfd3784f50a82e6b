import { loadPublishedForm } from '@/cms/forms/published-form'
import { getPayloadClient } from '@/cms/queries'
import { submitForm } from '@/server/forms/submit'

/** The CMS AJAX endpoint of spec section 7; it answers the form widget's submissions (src/server/forms). */
export async function POST(request: Request) {
  const payload = await getPayloadClient()
  return submitForm({ payload, loadForm: (document, formId) => loadPublishedForm(payload, document, formId) }, request)
}
