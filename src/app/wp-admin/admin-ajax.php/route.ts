import { formContext } from '@/cms/forms/context'
import { getPayloadClient } from '@/cms/queries'
import { submitForm } from '@/server/forms/submit'

/** The CMS AJAX endpoint of spec section 7; it answers the form widget's submissions (src/server/forms). */
export async function POST(request: Request) {
  return submitForm(formContext(await getPayloadClient()), request)
}
