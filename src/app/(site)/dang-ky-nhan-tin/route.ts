import { answerNewsletterLink } from '@/cms/forms/newsletter'
import { getPayloadClient } from '@/cms/queries'

export const dynamic = 'force-dynamic'

/** The newsletter's confirmation and unsubscribe links (src/cms/forms/newsletter.ts). */
export async function GET(request: Request) {
  return answerNewsletterLink(await getPayloadClient(), new URL(request.url))
}
