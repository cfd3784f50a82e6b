import type { PayloadRequest, TaskConfig, Where } from 'payload'
import { vietnamDay, vietnamDayStart } from '@/lib/vi'
import type { ButtonClick } from '@/payload-types'
import { countByDay, RAW_CLICKS_KEPT_DAYS, type RawClick } from './logic'

const DAY_MS = 24 * 60 * 60 * 1000
const PAGE_SIZE = 1000

/** Raw clicks from `from` (or the oldest) until `until`. */
async function findRawClicks(req: PayloadRequest, from: Date | null, until: Date): Promise<RawClick[]> {
  const where: Where = {
    and: [
      { createdAt: { less_than: until.toISOString() } },
      ...(from ? [{ createdAt: { greater_than_equal: from.toISOString() } }] : []),
    ],
  }
  const clicks: RawClick[] = []
  for (let page = 1; ; page++) {
    const result = await req.payload.find({
      collection: 'button-clicks',
      where,
      sort: 'id',
      limit: PAGE_SIZE,
      page,
      depth: 0,
      req,
      select: { button: true, path: true, createdAt: true },
    })
    clicks.push(...(result.docs as Pick<ButtonClick, 'button' | 'path' | 'createdAt'>[]))
    if (!result.hasNextPage) return clicks
  }
}

/**
 * Counts the raw clicks of each finished day (Vietnam's calendar) into `button-click-days`, then deletes raw clicks
 * older than 90 days. Runs again safely: it recounts from the last day counted (a day cut short by a crash is
 * completed) and replaces counts instead of adding to them.
 */
export async function rollUpButtonClicks(
  req: PayloadRequest,
  now = new Date(),
): Promise<{ days: number; deleted: number }> {
  const { payload } = req
  const latest = await payload.find({ collection: 'button-click-days', sort: '-date', limit: 1, depth: 0, req })
  const from = latest.docs[0] ? vietnamDayStart(latest.docs[0].date) : null
  const counts = countByDay(await findRawClicks(req, from, vietnamDayStart(vietnamDay(now))))
  for (const { date, button, path, count } of counts) {
    const where: Where = { date: { equals: date }, button: { equals: button }, path: { equals: path } }
    const existing = await payload.find({ collection: 'button-click-days', where, limit: 1, depth: 0, req })
    const data = { date, button: button as ButtonClick['button'], path, count }
    if (existing.docs[0])
      await payload.update({ collection: 'button-click-days', id: existing.docs[0].id, data, depth: 0, req })
    else await payload.create({ collection: 'button-click-days', data, depth: 0, req })
  }
  const cutoff = new Date(now.getTime() - RAW_CLICKS_KEPT_DAYS * DAY_MS).toISOString()
  const old = { createdAt: { less_than: cutoff } }
  const { totalDocs: deleted } = await payload.count({ collection: 'button-clicks', where: old, req })
  await payload.db.deleteMany({ collection: 'button-clicks', where: old, req })
  return { days: new Set(counts.map((count) => count.date)).size, deleted }
}

/** The daily job, queued by the jobs' autoRun of the `default` queue at 17:15 server time (00:15 in Vietnam on a UTC server). */
export const rollUpButtonClicksTask: TaskConfig<'rollUpButtonClicks'> = {
  slug: 'rollUpButtonClicks',
  label: 'Tổng hợp lượt bấm nút nổi theo ngày',
  schedule: [{ cron: '0 15 17 * * *', queue: 'default' }],
  outputSchema: [
    { name: 'days', type: 'number' },
    { name: 'deleted', type: 'number' },
  ],
  handler: async ({ req }) => ({ output: await rollUpButtonClicks(req) }),
}
