import type { TaskConfig } from 'payload'
import { type AttachmentJobInput, runAttachmentJob } from '../server/import/attachment-job'

/**
 * Importing one WordPress attachment, as a job of the import's own queue (docs/import.md, Media): a download the old
 * site failed is tried twice more, after one then two seconds; what will not get better (a private address, a
 * disguised file, a 404) is the job's result, not retried.
 */
export const importWordPressMediaTask: TaskConfig<'importWordPressMedia'> = {
  slug: 'importWordPressMedia',
  label: 'Nhập tệp media từ WordPress',
  retries: { attempts: 2, backoff: { type: 'exponential', delay: 1_000 } },
  inputSchema: [
    { name: 'site', type: 'text', required: true },
    { name: 'wpId', type: 'number', required: true },
    { name: 'url', type: 'text', required: true },
    { name: 'source', type: 'text' },
    { name: 'title', type: 'text' },
    { name: 'alt', type: 'text' },
    { name: 'description', type: 'textarea' },
    { name: 'oldAddresses', type: 'json' },
  ],
  outputSchema: [
    { name: 'mediaId', type: 'number' },
    { name: 'failure', type: 'text' },
    { name: 'skipped', type: 'checkbox' },
    { name: 'redirects', type: 'number' },
  ],
  handler: async ({ input, req }) => ({
    output: await runAttachmentJob(req.payload, input as AttachmentJobInput),
  }),
}
