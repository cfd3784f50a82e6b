import type { Payload } from 'payload'
import type { FormContext } from '@/server/forms/submit'
import { verifyCaptcha } from './captcha'
import { subscribe } from './newsletter'
import { loadPublishedForm } from './published-form'

/** The form endpoint's view of the content: published forms and the newsletter list of this Payload instance. */
export function formContext(payload: Payload): FormContext {
  return {
    payload,
    loadForm: (document, formId) => loadPublishedForm(payload, document, formId),
    subscribe: (email, source) => subscribe(payload, email, source),
    verifyCaptcha,
  }
}
