'use client'

import { useFormFields } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'
import { redirects as words } from '@/i18n/redirects'

/** The new redirect's screen with its old address filled in (the `from` field's default reads it). */
const createHref = (path: string) => `/admin/collections/redirects/create?from=${encodeURIComponent(path)}`

/** A plain link, as Payload's list links its rows: its buttons' margins would double each row's height. */
function CreateRedirectLink({ path }: { path: string }) {
  return (
    <a href={createHref(path)} aria-label={words.createRedirectFor(path)}>
      {words.createRedirect}
    </a>
  )
}

/** The 404 log's column: "Tạo chuyển hướng" for the row's address (docs/redirects.md, 404 log). */
export function CreateRedirectCell({ rowData }: DefaultCellComponentProps) {
  const path = typeof rowData?.path === 'string' ? rowData.path : ''
  return path ? <CreateRedirectLink path={path} /> : null
}

/** The same link on an address's own screen. */
export function CreateRedirectField() {
  const path = useFormFields(([fields]) => fields.path?.value)
  return typeof path === 'string' && path ? <CreateRedirectLink path={path} /> : null
}
