import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'
import { hasRole } from '@/cms/access'
import { staffViewFrame } from '@/cms/components/staff-view-frame'
import { wordpressImportScreen as words } from '@/i18n/wordpress-import-screen'
import { importStatus, shownStatus } from '../import-run'
import { ImportScreen } from './ImportScreen.client'
import { IMPORT_HREF } from './view-config'
import './import-screen.css'

/**
 * "Nhập từ WordPress" (`/admin/nhap-wordpress`, docs/import.md, From the admin): the export's upload, the import's
 * progress and its last report. Administrators only: other staff are told so.
 */
export async function ImportView(props: AdminViewServerProps) {
  const { user } = props.initPageResult.req
  const frame = staffViewFrame(props, { href: IMPORT_HREF, title: words.title, className: 'wp-import' })
  const page = (children: ReactNode) =>
    frame(
      <>
        <h1>{words.title}</h1>
        {children}
      </>,
    )
  if (!hasRole(user, 'admin')) return page(<p className="wp-import__notice">{words.refused}</p>)
  return page(
    <>
      <p className="wp-import__intro">{words.intro}</p>
      <ImportScreen initial={shownStatus(await importStatus())} />
    </>,
  )
}
