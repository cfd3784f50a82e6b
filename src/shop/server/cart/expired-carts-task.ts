import type { TaskConfig } from 'payload'
import { vi } from '@/i18n/vi'
import { deleteExpiredCarts } from './store'

/** Daily, at 17:45 server time (00:45 in Vietnam on a UTC server): carts untouched for 30 days are deleted. */
export const deleteExpiredCartsTask: TaskConfig<'deleteExpiredCarts'> = {
  slug: 'deleteExpiredCarts',
  label: vi.jobs.deleteExpiredCarts,
  schedule: [{ cron: '0 45 17 * * *', queue: 'default' }],
  outputSchema: [{ name: 'deleted', type: 'number' }],
  handler: async ({ req }) => ({ output: { deleted: await deleteExpiredCarts(req.payload) } }),
}
