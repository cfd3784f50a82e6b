import type { Payload, PayloadRequest, TaskConfig, UpdateJobs } from 'payload'
import { type RawSql, rawSql, transactionSql } from '../database/raw-sql'
import { writeInSharedTransaction } from '../group-commit'

/**
 * Jobs run once however many instances run the queue (docs/instances.md, Jobs). Payload finds runnable jobs, then marks
 * them as running one by one: two instances may find the same job and both run it (two mails). Here the marking is a
 * claim the database decides: one conditional statement sets `processing` only on jobs not yet claimed, and an
 * instance runs only the jobs its own statement changed.
 */
export function claimJobsExclusively(payload: Payload): void {
  const db = payload.db
  const updateJobs: UpdateJobs = db.updateJobs.bind(db)
  db.updateJobs = async (args) => {
    if (args.data?.processing !== true) return updateJobs(args)
    const where = args.id !== undefined ? { id: { equals: args.id } } : args.where
    const found = await db.find({
      collection: 'payload-jobs',
      where,
      limit: args.id !== undefined ? 1 : args.limit,
      sort: args.sort,
      pagination: false,
      select: { id: true },
      req: args.req,
    })
    const claimed = await claim(
      payload,
      found.docs.map((job) => job.id),
      args.req,
    )
    if (claimed.length === 0) return []
    return updateJobs({ ...args, id: undefined, where: { id: { in: claimed } }, limit: claimed.length })
  }
}

/**
 * Marks as running those of `ids` no other instance has marked: the ids this instance may run. In the transaction
 * Payload opened for the marking (`req`), else in one of its own.
 */
async function claim(
  payload: Payload,
  ids: (number | string)[],
  req: Partial<PayloadRequest> | undefined,
): Promise<(number | string)[]> {
  if (ids.length === 0) return []
  const mark = async (db: RawSql) => {
    const { sql, rows, bool } = db
    const claimed = await rows<{ id: number | string }>(
      sql`UPDATE payload_jobs SET processing = ${bool(true)}, updated_at = ${new Date().toISOString()}
        WHERE id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) AND processing = ${bool(false)}
        RETURNING id`,
    )
    return claimed.map((row) => row.id)
  }
  if (req?.transactionID) return mark(await rawSql(payload, req))
  let claimed: (number | string)[] = []
  await writeInSharedTransaction(payload, async (own) => {
    claimed = await mark(await transactionSql(payload, own))
  })
  return claimed
}

type ScheduleConfig = NonNullable<TaskConfig['schedule']>[number]
type BeforeScheduleFn = NonNullable<NonNullable<ScheduleConfig['hooks']>['beforeSchedule']>

/** Claims older than this are forgotten (no schedule here is further apart than a day). */
const CLAIMS_KEPT_MS = 7 * 24 * 60 * 60_000

/**
 * Has each scheduled run of a task queued once across instances: every instance's scheduler decides a run is due at
 * the same moment; the first to record the run in `job_schedule_claims` (a key on the task and the time) queues it,
 * the others skip it.
 */
export function scheduledOnce<T extends TaskConfig>(task: T): T {
  if (!task.schedule) return task
  const beforeSchedule: BeforeScheduleFn = async (args) => {
    const decided = await args.defaultBeforeSchedule(args)
    if (!decided.shouldSchedule) return decided
    const due = (decided.waitUntil ?? new Date()).toISOString()
    const { payload } = args.req
    let mine = false
    await writeInSharedTransaction(payload, async (req) => {
      const { sql, changed } = await transactionSql(payload, req)
      await changed(sql`DELETE FROM job_schedule_claims WHERE claimed_at < ${Date.now() - CLAIMS_KEPT_MS}`)
      const inserted = await changed(
        sql`INSERT INTO job_schedule_claims (task_slug, due, claimed_at) VALUES (${task.slug}, ${due}, ${Date.now()})
          ON CONFLICT DO NOTHING`,
      )
      mine = inserted === 1
    })
    return { ...decided, shouldSchedule: mine }
  }
  return {
    ...task,
    schedule: task.schedule.map((schedule) => ({ ...schedule, hooks: { ...schedule.hooks, beforeSchedule } })),
  }
}
