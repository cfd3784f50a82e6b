import { vietnamDay } from '@/lib/vi'

/** Raw clicks are kept this many days; their daily counts stay. */
export const RAW_CLICKS_KEPT_DAYS = 90

export type RawClick = { button: string; path: string; createdAt: string }
export type DailyCount = { date: string; button: string; path: string; count: number }

/** Counts clicks per Vietnamese calendar day, button and page. */
export function countByDay(clicks: Iterable<RawClick>): DailyCount[] {
  const counts = new Map<string, DailyCount>()
  for (const { button, path, createdAt } of clicks) {
    const date = vietnamDay(new Date(createdAt))
    const key = JSON.stringify([date, button, path])
    const entry = counts.get(key) ?? { date, button, path, count: 0 }
    entry.count++
    counts.set(key, entry)
  }
  return [...counts.values()]
}
