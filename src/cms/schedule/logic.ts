/**
 * Scheduling the WordPress way: a post published with a "Ngày đăng" (publishedAt) in the future is scheduled. It
 * stays out of every public read until that moment, and a queued publish at that moment (Payload's `schedulePublish`
 * job) saves it again, which indexes it and clears the cached pages that now show it. Pure rules, shared by the
 * access rule, the hooks, the dashboard and the post editor's publish button.
 */

export interface DatedDocument {
  _status?: 'draft' | 'published' | null
  publishedAt?: string | null
}

const timeOf = (date: string | Date | null | undefined): number | null => {
  if (date == null || date === '') return null
  const time = new Date(date).getTime()
  return Number.isNaN(time) ? null : time
}

/** Whether a date lies after `now`: what makes "Xuất bản" schedule rather than publish. */
export function isFutureDate(date: string | Date | null | undefined, now: Date): boolean {
  const time = timeOf(date)
  return time !== null && time > now.getTime()
}

/** A published post whose date has not come yet: saved as published, shown to nobody but staff. */
export function isScheduled(doc: DatedDocument, now: Date): boolean {
  return doc._status === 'published' && isFutureDate(doc.publishedAt, now)
}

/** What visitors may see: published, and dated now or earlier (a published post always has a date). */
export function isVisible(doc: DatedDocument, now: Date): boolean {
  return doc._status === 'published' && timeOf(doc.publishedAt) !== null && !isFutureDate(doc.publishedAt, now)
}

/** The post editor's main button: "Lên lịch" when the date is in the future, Payload's "Xuất bản" otherwise. */
export function publishButtonLabel(publishedAt: string | Date | null | undefined, now: Date): 'Lên lịch' | undefined {
  return isFutureDate(publishedAt, now) ? 'Lên lịch' : undefined
}

export interface PublishReadiness {
  hasCategory: boolean
  hasFeaturedImage: boolean
}

/**
 * The gentle note beside "Xuất bản" when a post lacks what its lists and cards show: a category (its archive, the
 * breadcrumb) and a featured image (cards, sharing). Null when nothing is missing; never blocks publishing.
 */
export function publishHint({ hasCategory, hasFeaturedImage }: PublishReadiness): string | null {
  const missing = [!hasCategory && 'chuyên mục', !hasFeaturedImage && 'ảnh đại diện'].filter(Boolean)
  return missing.length ? `Bài chưa có ${missing.join(' và ')}.` : null
}
