import type { Payload, TypedJobs } from 'payload'

type TaskSlug = keyof TypedJobs['tasks']

/**
 * Queues a job and starts it at once without waiting for it: the caller answers its visitor now, and a job that fails
 * (a mail server or a webhook away) is tried again by the scheduler each minute, up to its task's retries.
 */
export async function queueNow<T extends TaskSlug>(payload: Payload, task: T, input: TypedJobs['tasks'][T]['input']): Promise<void> {
  const job = await payload.jobs.queue({ task, input } as Parameters<Payload['jobs']['queue']>[0])
  payload.jobs.runByID({ id: job.id }).catch((error: unknown) => payload.logger.error({ err: error }, `Việc “${task}” thất bại; bộ lập lịch sẽ thử lại.`))
}
