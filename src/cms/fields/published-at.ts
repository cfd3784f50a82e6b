import type { DateField } from 'payload'

/** When a post or product went live: set on first publication, editable in the sidebar, indexed for "newest first". */
export const publishedAtField: DateField = {
  name: 'publishedAt',
  type: 'date',
  label: 'Ngày đăng',
  index: true,
  admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm' } },
}

/** Fills `publishedAt` when a document is published without one (for the beforeChange hooks of its collections). */
export function stampPublishedAt(data: Record<string, unknown>): void {
  if (data._status === 'published' && !data.publishedAt) data.publishedAt = new Date().toISOString()
}
