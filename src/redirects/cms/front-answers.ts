import { getPayloadClient } from '@/cms/queries'
import type { WordpressForm } from '../rules/wordpress-address.mjs'
import { oldAddressTarget } from '../reads/old-address'
import { type NotFoundSeen, type RedirectHits, addRedirectHits, logNotFound, storedRedirects } from '../server/store'

/**
 * What the HTTP front asks the app of redirects (docs/redirects.md, How the front answers), offered through the
 * bridge (src/instrumentation.ts): every redirect, to keep in memory; the batches of hits and of addresses not
 * found it counted; our address for a WordPress address.
 */
export const redirectAnswers = {
  redirects: async () => storedRedirects(await getPayloadClient()),
  redirectHits: async (batch: RedirectHits[]) => addRedirectHits(await getPayloadClient(), batch),
  notFound: async (batch: NotFoundSeen[]) => logNotFound(await getPayloadClient(), batch),
  oldAddress: (form: WordpressForm) => oldAddressTarget(form),
}
