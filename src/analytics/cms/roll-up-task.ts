import type { TaskConfig } from 'payload'
import { vietnamDay } from '@/lib/vi'
import { pruneRawEvents, rollUpDay } from '../server/roll-up'
import { readMeasurementSettings } from './read-settings'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Every 15 minutes: counts today and yesterday into the rollups (yesterday's last pages report their leaving after
 * midnight), then deletes raw events older than the owner's number of days and salts older than 48 hours
 * (docs/measurement.md, Rollups).
 */
export const rollUpAnalyticsTask: TaskConfig<'rollUpAnalytics'> = {
  slug: 'rollUpAnalytics',
  label: 'Tổng hợp số liệu thống kê',
  schedule: [{ cron: '0 */15 * * * *', queue: 'default' }],
  outputSchema: [
    { name: 'rows', type: 'number' },
    { name: 'deleted', type: 'number' },
  ],
  handler: async ({ req }) => {
    const now = Date.now()
    const rows =
      (await rollUpDay(req.payload, vietnamDay(now - DAY_MS))) + (await rollUpDay(req.payload, vietnamDay(now)))
    const { measurement } = await readMeasurementSettings(req.payload)
    return { output: { rows, deleted: await pruneRawEvents(req.payload, measurement.rawEventDays, now) } }
  },
}
