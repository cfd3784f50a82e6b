import type { Payload } from 'payload'
import { answerRows, answersSummary, answerValues } from '@/forms/rules/answers'
import type { CaptchaProvider } from '@/forms/rules/captcha-provider'
import type { FormDefinition } from '@/forms/rules/definition'
import { type FormRequest, readFormRequest } from '@/forms/rules/request'
import { type DocumentRef, documentRefText } from '@/lib/document-ref'
import { type FieldValue, validateSubmission } from '@/forms/rules/validate'
import { vi } from '@/i18n/vi'
import { formSubmissionsByAddress, msUntilAllowed } from '@/server/rate-limit/limiters'
import { clientAddress, retryAfterSeconds, TOO_MANY_REQUESTS_MESSAGE } from '@/server/rate-limit/logic'
import { formMails, readerAddress } from '@/forms/rules/mail'
import { queueJob } from '@/server/jobs/run-soon'
import { queueMails } from '@/server/mail/send-mail-task'
import { webhookBody } from '@/forms/rules/webhook'
import { answerPage } from './answer-page'
import { type ReceivedFile, receiveFile } from './received-file'
import { type NewSubmission, storeSubmission } from './store'

/**
 * `POST /wp-admin/admin-ajax.php` with `action=thuthuat_pro_forms_send_form` (docs/forms.md, Submission):
 * one reader's submission, checked against the form as published and stored with its files. Validation errors are
 * answered 200 with `success: false` (the form's script reads the body); malformed requests 4xx; rate limits 429.
 */

/** The answer shape the form widget reads (docs/forms.md, Answers). */
interface FormAnswer {
  success: boolean
  data: {
    message: string
    errors?: Record<string, string>
    redirect_url?: string
    popup?: { action: string; id: string }
  }
}

interface Outcome {
  status: number
  body: FormAnswer
  headers?: Record<string, string>
  /** The labels of the form's fields, to name wrong answers on the page a form sent without script gets. */
  labels?: Record<string, string>
}

const refusal = (message: string, status: number, headers?: Record<string, string>): Outcome => ({
  status,
  body: { success: false, data: { message, errors: {} } },
  headers,
})

/** The files of the form's upload fields, read and recognised; files sent under other names are never read. */
async function uploadedFiles(
  definition: FormDefinition,
  request: FormRequest,
): Promise<Record<string, ReceivedFile[]>> {
  const files: Record<string, ReceivedFile[]> = Object.create(null)
  for (const field of definition.fields) {
    if (field.kind !== 'upload' || !Object.hasOwn(request.files, field.fieldId)) continue
    // An upload left empty still sends a part: no name, no bytes.
    const sent = request.files[field.fieldId].filter((file) => file.name !== '' || file.size > 0)
    files[field.fieldId] = await Promise.all(sent.map(receiveFile))
  }
  return files
}

/** The form `formId` of a published page or template, or null when there is none there (src/forms/cms). */
export type FormLoader = (document: DocumentRef, formId: string) => Promise<FormDefinition | null>

/** What the endpoint works with: Payload, to store, where published forms are read from, and the newsletter list. */
export interface FormContext {
  payload: Payload
  loadForm: FormLoader
  /** Whether the answer in the captcha's field (of the provider the settings choose) is a person's, once. */
  verifyCaptcha: (answers: Record<CaptchaProvider, string>, clientAddress: string) => Promise<boolean>
  /** Where the site's own mails go when a form names no address (site-address.ts). */
  siteMailAddress: () => Promise<string | null>
  /** Puts an address on the newsletter list, pending its owner's confirmation (action `subscribe`). */
  subscribe: (email: string, source: string) => Promise<void>
}

async function handle(
  { payload, loadForm, siteMailAddress, subscribe, verifyCaptcha }: FormContext,
  httpRequest: Request,
  body: FormData,
): Promise<Outcome> {
  const read = readFormRequest(body)
  if (!read.ok) return refusal(read.error, 400)
  // Without script the form sends the address it was rendered with, or none (a footer's form); the browser's
  // Referer then says which page it was sent from.
  const request = {
    ...read.request,
    page: { ...read.request.page, url: read.request.page.url || pageFromHeaders(httpRequest) },
  }
  const definition = await loadForm(request.document, request.formId)
  if (!definition) return refusal(vi.forms.unknownForm, 404)
  const files = await uploadedFiles(definition, request)
  const checked = validateSubmission(definition, { values: request.values, files, page: request.page })
  if (!checked.ok) {
    const labels = Object.fromEntries(definition.fields.map((field) => [field.fieldId, field.label || field.fieldId]))
    return {
      status: 200,
      body: { success: false, data: { message: definition.messages.error, errors: checked.errors } },
      labels,
    }
  }
  // Checked once the answers are right: a solved challenge is used up only by a submission that is kept.
  const captcha = definition.fields.find((field) => field.kind === 'captcha')
  if (captcha && !(await verifyCaptcha(request.captcha, clientAddress(httpRequest.headers)))) {
    const { captcha: message } = definition.messages
    return {
      status: 200,
      body: { success: false, data: { message, errors: { [captcha.fieldId]: message } } },
      labels: { [captcha.fieldId]: captcha.label || vi.captcha.shortLabel },
    }
  }
  const values: Record<string, FieldValue> = checked.values
  const rows = answerRows(definition, values)
  // A robot that filled the honeypot is told it worked, and its submission is kept aside as spam, without files
  // and without mails.
  const spam = request.honeypotFilled
  const submission: NewSubmission | null =
    spam || definition.actions.includes('collect')
      ? {
          status: spam ? 'spam' : 'new',
          formName: definition.name,
          summary: answersSummary(rows),
          answers: rows,
          files: spam ? [] : Object.values(files).flat(),
          document: documentRefText(request.document),
          formId: request.formId,
          pageUrl: request.page.url,
          pageTitle: request.page.title,
          userAgent: (httpRequest.headers.get('user-agent') ?? '').slice(0, 500),
        }
      : null
  const needsSiteAddress = !spam && definition.actions.includes('email') && !definition.email.to
  const mails = spam
    ? []
    : formMails(
        definition,
        { formName: definition.name, pageUrl: request.page.url, rows },
        needsSiteAddress ? await siteMailAddress() : null,
      )
  const webhook =
    !spam && definition.actions.includes('webhook') && definition.webhookUrl
      ? {
          url: definition.webhookUrl,
          body: webhookBody({
            formName: definition.name,
            formId: request.formId,
            pageUrl: request.page.url,
            submittedAt: new Date().toISOString(),
            answers: answerValues(definition, values),
            rows,
          }),
        }
      : null
  await storeSubmission(payload, submission, async (req) => {
    await queueMails(payload, mails, req)
    if (webhook) await queueJob(payload, 'postFormWebhook', webhook, req)
  })
  const reader = !spam && definition.actions.includes('subscribe') ? readerAddress(definition, rows) : null
  if (reader) await subscribe(reader, definition.name)
  const redirect =
    !spam && definition.actions.includes('redirect') && definition.redirectUrl
      ? { redirect_url: definition.redirectUrl }
      : {}
  return {
    status: 200,
    body: { success: true, data: { message: definition.messages.success, ...redirect, ...popupAnswer(definition) } },
  }
}

/** A success's `popup` (docs/forms.md, Answers): the popup to open, or closing the form's own (an `open` without a popup closes). */
function popupAnswer({ actions, popupAction, popup }: FormDefinition) {
  if (!actions.includes('popup')) return {}
  return {
    popup: popupAction === 'open' && popup ? { action: 'open', id: String(popup) } : { action: 'close', id: '' },
  }
}

/** The page the browser says the form was sent from (`Referer`, same-origin requests only reach here). */
const pageFromHeaders = (request: Request) => (request.headers.get('referer') ?? '').slice(0, 2_000)

/** A native form post (script off) asks for a page; the form's script asks for JSON. */
const wantsPage = (request: Request) => {
  const accept = request.headers.get('accept') ?? ''
  return accept.includes('text/html') && !accept.includes('application/json')
}

/** Answers one submission; `sent` is the request's form data as the AJAX endpoint read it (null: unreadable). */
export async function submitForm(context: FormContext, httpRequest: Request, sent: FormData | null): Promise<Response> {
  const wait = await msUntilAllowed(formSubmissionsByAddress, clientAddress(httpRequest.headers))
  let outcome: Outcome
  let backTo = ''
  if (wait !== null)
    outcome = refusal(TOO_MANY_REQUESTS_MESSAGE, 429, { 'Retry-After': String(retryAfterSeconds(wait)) })
  else {
    const referrer = sent?.get('referrer')
    backTo = (typeof referrer === 'string' && referrer) || pageFromHeaders(httpRequest)
    outcome = sent ? await handle(context, httpRequest, sent) : refusal(vi.forms.badBody, 400)
  }
  const { status, body, headers } = outcome
  if (!wantsPage(httpRequest)) return Response.json(body, { status, headers })
  const errors = Object.entries(body.data.errors ?? {}).map(([id, message]) => ({
    label: outcome.labels?.[id] ?? id,
    message,
  }))
  if (body.success && body.data.redirect_url)
    return new Response(null, { status: 303, headers: { Location: body.data.redirect_url } })
  const page = answerPage({ success: body.success, message: body.data.message, errors, backTo })
  return new Response(page, { status, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' } })
}
