import type { AdminViewConfig } from 'payload'

/** Where the import lives in the admin: `/admin/nhap-wordpress` (docs/import.md, From the admin). */
export const IMPORT_SEGMENT = 'nhap-wordpress'
export const IMPORT_HREF = `/admin/${IMPORT_SEGMENT}`

/** The "Nhập từ WordPress" view and its link in the admin's nav, as Payload's config names components. */
export const wordpressImportView = {
  view: {
    Component: '@/wordpress/cms/import-screen/ImportView#ImportView',
    path: `/${IMPORT_SEGMENT}`,
    exact: true,
    meta: { title: 'Nhập từ WordPress' },
  } satisfies AdminViewConfig,
  navLink: '@/wordpress/cms/import-screen/ImportNavLink#ImportNavLink',
}
