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
