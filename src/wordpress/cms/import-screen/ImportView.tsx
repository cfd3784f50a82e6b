import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter, SetStepNav } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'
import { hasRole } from '@/cms/access'
import { wordpressImportScreen as words } from '@/i18n/wordpress-import-screen'
import { importStatus, shownStatus } from '../import-run'
import { ImportScreen } from './ImportScreen.client'
import { IMPORT_HREF } from './view-config'
import './import-screen.css'

/**
 * "Nhập từ WordPress" (`/admin/nhap-wordpress`, docs/import.md, From the admin): the export's upload, the import's
 * progress and its last report. Administrators only: Payload lets anyone reach a custom view, so this one sends
 * visitors to the login and customers away, and tells other staff.
 */
export async function ImportView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, locale, visibleEntities } = initPageResult
  const { user, payload } = req
  if (!user) redirect(`/admin/login?redirect=${encodeURIComponent(IMPORT_HREF)}`)
  if (!permissions.canAccessAdmin) redirect('/admin/unauthorized')
  const page = (children: ReactNode) => (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={payload}
      permissions={permissions}
      searchParams={searchParams}
      user={user}
      visibleEntities={visibleEntities}
    >
      <SetStepNav nav={[{ label: words.title }]} />
      <main>
        <Gutter className="wp-import">
          <h1>{words.title}</h1>
          {children}
        </Gutter>
      </main>
    </DefaultTemplate>
  )
  if (!hasRole(user, 'admin')) return page(<p className="wp-import__notice">{words.refused}</p>)
  return page(
    <>
      <p className="wp-import__intro">{words.intro}</p>
      <ImportScreen initial={shownStatus(await importStatus())} />
    </>,
  )
}
