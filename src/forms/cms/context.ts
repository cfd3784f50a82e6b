import type { Payload } from 'payload'
import type { FormContext } from '@/forms/server/submit'
import { siteMailAddress } from '@/forms/server/site-address'
import { keptRead, memoryCaches } from '../../cms/cache/memory'
import { ADMINS_TAG, SITE_TAG } from '../../cms/cache/tags'
import { subscribe } from './newsletter'
import { verifyCaptcha } from './captcha.server'
import { loadPublishedForm } from './published-form'

/** Where the site's own mails go, kept in memory until the settings or the administrators change. */
const cachedSiteMailAddress = (payload: Payload) =>
  keptRead(memoryCaches.siteMailAddress, '', [SITE_TAG, ADMINS_TAG], () => siteMailAddress(payload))

/** The form endpoint's view of the content: published forms and the newsletter list of this Payload instance. */
export function formContext(payload: Payload): FormContext {
  return {
    payload,
    loadForm: (document, formId) => loadPublishedForm(payload, document, formId),
    siteMailAddress: () => cachedSiteMailAddress(payload),
    subscribe: (email, source) => subscribe(payload, email, source),
    verifyCaptcha: (answers, address) => verifyCaptcha(payload, answers, address),
  }
}
