import type { Payload, PayloadRequest, TypedJobs } from 'payload'

type TaskSlug = keyof TypedJobs['tasks']

/** A pause in the queueing this long means the site is quiet enough to run what waits. */
const QUIET_MS = 250
/** Under a steady stream of submissions, a queued job still runs within this time. */
const LONGEST_WAIT_MS = 30_000
/** Jobs claimed per run of the queue. */
const BATCH = 50
/**
 * A job still marked as running this long after its last change was cut short (the server stopped while sending):
 * it is run again. No mail or webhook takes a minute (each gives up after 10 s).
 */
const ABANDONED_AFTER_MS = 10 * 60_000
/** How often the queue is looked at even when nothing new was queued (abandoned jobs, after a restart). */
const LOOK_AGAIN_MS = 5 * 60_000

/** How long a failed mail or webhook waits before it is tried again (five tries in all, with the first). */
export const JOB_RETRIES = { attempts: 4, backoff: { type: 'fixed', delay: 60_000 } } as const

/**
 * What queued jobs (mails, webhooks) wait for: readers are answered first, and the queue runs in the site's quiet
 * moments — a quarter of a second without new jobs, or at the latest half a minute after the first waiting one. A
 * job that fails waits for its back-off (JOB_RETRIES), then this runner or the scheduler (each minute) tries again.
 */
class SoonRunner {
  private timer: ReturnType<typeof setTimeout> | undefined
  private running = false
  private lastQueued = 0
  private firstWaiting: number | null = null

  constructor(private readonly payload: Payload) {}

  wake(): void {
    this.lastQueued = Date.now()
    this.firstWaiting ??= this.lastQueued
    this.arm(QUIET_MS)
  }

  private arm(delay: number): void {
    if (this.timer || this.running) return
    this.timer = setTimeout(() => void this.tick(), delay)
    this.timer.unref?.()
  }

  private async tick(): Promise<void> {
    this.timer = undefined
    const now = Date.now()
    const quietFor = now - this.lastQueued
    const waited = now - (this.firstWaiting ?? now)
    if (quietFor < QUIET_MS && waited < LONGEST_WAIT_MS) return this.arm(QUIET_MS - quietFor)
    this.running = true
    this.firstWaiting = null
    try {
      await releaseAbandonedJobs(this.payload)
      for (;;) {
        const { noJobsRemaining } = await this.payload.jobs.run({
          limit: BATCH,
          sequential: true,
          silent: { info: true },
        })
        if (noJobsRemaining) break
        // Readers came back while this batch ran: the rest waits for the next quiet moment (or the longest wait).
        if (Date.now() - this.lastQueued < QUIET_MS) {
          this.firstWaiting ??= Date.now()
          break
        }
      }
    } catch (error) {
      this.payload.logger.error({ err: error }, 'Chạy hàng đợi việc thất bại; bộ lập lịch sẽ thử lại.')
    } finally {
      this.running = false
      if (this.firstWaiting !== null) this.arm(QUIET_MS)
    }
  }
}

/** Makes jobs whose run was cut short (still marked as running, untouched for ABANDONED_AFTER_MS) runnable again. */
export async function releaseAbandonedJobs(payload: Payload): Promise<void> {
  const before = new Date(Date.now() - ABANDONED_AFTER_MS).toISOString()
  await payload.update({
    collection: 'payload-jobs',
    where: { and: [{ processing: { equals: true } }, { updatedAt: { less_than: before } }] },
    data: { processing: false },
    depth: 0,
    overrideAccess: true,
  })
}

const runners = new WeakMap<Payload, SoonRunner>()

/**
 * Has the queue looked at every few minutes by the running server (not while building, nor in scripts and tests):
 * jobs a stopped server left half-run are sent once they count as abandoned, even if no reader sends anything.
 */
export function lookAtJobsRegularly(payload: Payload): void {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  runJobsSoon(payload)
  setInterval(() => runJobsSoon(payload), LOOK_AGAIN_MS).unref()
}

/** Has the job queue run soon (see SoonRunner). */
export function runJobsSoon(payload: Payload): void {
  let runner = runners.get(payload)
  if (!runner) runners.set(payload, (runner = new SoonRunner(payload)))
  runner.wake()
}

/**
 * Queues a job and has the queue run soon; inside the caller's transaction when `req` holds one, and then the
 * caller has the queue run once it has committed (before, the job is not there for the runner to see). The row is
 * written as `payload.jobs.queue` writes it (its task and input, the rest the collection's defaults), without reading
 * it back: a submission's mails are queued while readers wait.
 */
export async function queueJob<T extends TaskSlug>(
  payload: Payload,
  task: T,
  input: TypedJobs['tasks'][T]['input'],
  req?: PayloadRequest,
): Promise<void> {
  await payload.db.create({ collection: 'payload-jobs', data: { taskSlug: task, input }, req, returning: false })
  if (!req?.transactionID) runJobsSoon(payload)
}
