import type { Payload, TaskConfig } from 'payload'
import type { FormMail } from '@/features/forms/mail'

/**
 * Sending one e-mail, as a job: a submission is stored first and its mails are queued, so a mail server that is
 * down never loses what a reader sent. The job is tried at once, then again by the scheduler (each minute) up to
 * five times in all.
 */
export const sendMailTask: TaskConfig<'sendMail'> = {
  slug: 'sendMail',
  label: 'Gửi e-mail',
  retries: 4,
  inputSchema: [
    { name: 'to', type: 'text', required: true },
    { name: 'replyTo', type: 'text' },
    { name: 'subject', type: 'text', required: true },
    { name: 'text', type: 'textarea', required: true },
    { name: 'html', type: 'textarea', required: true },
  ],
  handler: async ({ input, req }) => {
    await req.payload.sendEmail({ to: input.to, replyTo: input.replyTo || undefined, subject: input.subject, text: input.text, html: input.html })
    return { output: {} }
  },
}

/** Queues each mail, then starts sending them without waiting: the caller answers its reader at once. */
export async function queueMails(payload: Payload, mails: FormMail[]): Promise<void> {
  const jobs = []
  for (const mail of mails) jobs.push(await payload.jobs.queue({ task: 'sendMail', input: { replyTo: '', ...mail } }))
  for (const job of jobs) {
    payload.jobs.runByID({ id: job.id }).catch((error: unknown) => payload.logger.error({ err: error }, 'Gửi e-mail thất bại; bộ lập lịch sẽ thử lại.'))
  }
}
