import type { Payload, PayloadRequest, TaskConfig } from 'payload'
import type { FormMail } from '@/forms/rules/mail'
import { JOB_RETRIES, queueJob } from '../jobs/run-soon'

/**
 * Sending one e-mail, as a job: a submission is stored first and its mails are queued, so a mail server that is
 * down never loses what a reader sent. Sent in the site's next quiet moment (jobs/run-soon), tried again each minute,
 * five times in all.
 */
export const sendMailTask: TaskConfig<'sendMail'> = {
  slug: 'sendMail',
  label: 'Gửi e-mail',
  retries: JOB_RETRIES,
  inputSchema: [
    { name: 'to', type: 'text', required: true },
    { name: 'replyTo', type: 'text' },
    { name: 'subject', type: 'text', required: true },
    { name: 'text', type: 'textarea', required: true },
    { name: 'html', type: 'textarea', required: true },
  ],
  handler: async ({ input, req }) => {
    await req.payload.sendEmail({
      to: input.to,
      replyTo: input.replyTo || undefined,
      subject: input.subject,
      text: input.text,
      html: input.html,
    })
    return { output: {} }
  },
}

/** Queues each mail (in `req`'s transaction when given): the caller answers its reader at once. */
export async function queueMails(payload: Payload, mails: FormMail[], req?: PayloadRequest): Promise<void> {
  for (const mail of mails) await queueJob(payload, 'sendMail', { replyTo: '', ...mail }, req)
}
