import { createHmac } from 'node:crypto'
import { JobCancelledError, type TaskConfig } from 'payload'
import { JOB_RETRIES } from '@/server/jobs/run-soon'
import { fetchPublic, OutgoingRefusedError } from '@/server/outgoing/fetch-public'
import { payloadSecret } from '../../cms/secret'

/** How long a webhook may take to answer before the try counts as failed. */
const TIMEOUT_MS = 10_000

/** The signature the receiver checks: the hex HMAC-SHA256 of the body, with the site's secret. */
export const webhookSignature = (body: string) =>
  `sha256=${createHmac('sha256', payloadSecret()).update(body).digest('hex')}`

/**
 * Posting a submission to a form's webhook (action `webhook`), as a job: a receiver that is down or answers an error
 * is tried again a minute later, five times in all; the submission itself was stored with the job. An address that
 * is not public on the Internet, as typed or as its name resolves now, is never posted to: the job is cancelled.
 */
export const postFormWebhookTask: TaskConfig<'postFormWebhook'> = {
  slug: 'postFormWebhook',
  label: 'Gửi bài gửi biểu mẫu đến webhook',
  retries: JOB_RETRIES,
  inputSchema: [
    { name: 'url', type: 'text', required: true },
    { name: 'body', type: 'textarea', required: true },
  ],
  handler: async ({ input, req }) => {
    const response = await fetchPublic(input.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'X-ThuThuat-Event': 'form_submission',
        'X-ThuThuat-Signature': webhookSignature(input.body),
      },
      body: input.body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    }).catch((error: unknown) => {
      if (!(error instanceof OutgoingRefusedError)) throw error
      req.payload.logger.warn(`Webhook không gửi: ${error.message}`)
      throw new JobCancelledError(error.message)
    })
    await response.body?.cancel()
    if (!response.ok) throw new Error(`Webhook ${input.url} trả lời ${response.status}.`)
    return { output: {} }
  },
}
