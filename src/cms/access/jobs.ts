import type { SanitizedConfig } from 'payload'
import { hasRole } from '.'

type JobsAccess = NonNullable<NonNullable<SanitizedConfig['jobs']>['access']>

/**
 * The job queue (scheduled publishing) runs inside the server (`jobs.autoRun`), which bypasses these rules, so
 * nobody needs `/api/payload-jobs/run` or `/handle-schedules` over HTTP: both answer 401 to everyone. Queuing and
 * cancelling through Payload's local API with access checks is for administrators (the admin's "schedule publish"
 * queues with access overridden, after checking the user may publish the document).
 */
export const jobsAccess: JobsAccess = {
  run: () => false,
  queue: ({ req }) => hasRole(req.user, 'admin'),
  cancel: ({ req }) => hasRole(req.user, 'admin'),
}

/**
 * Payload's own `payload-jobs-stats` global (when each schedule last ran) would be readable and writable by any
 * signed-in account, customers included; the scheduler writes it directly through the database, so over REST
 * nobody needs it.
 */
export function guardJobStats(config: SanitizedConfig): SanitizedConfig {
  const stats = config.globals.find(({ slug }) => slug === 'payload-jobs-stats')
  if (stats) stats.access = { ...stats.access, read: () => false, update: () => false, readVersions: () => false }
  return config
}
