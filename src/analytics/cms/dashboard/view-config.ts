import type { AdminViewConfig } from 'payload'

/** Where the dashboard lives in the admin: `/admin/thong-ke` (docs/measurement.md, Dashboard). */
export const ANALYTICS_SEGMENT = 'thong-ke'
export const ANALYTICS_HREF = `/admin/${ANALYTICS_SEGMENT}`

/** The "Thống kê truy cập" view and its link in the admin's nav, as Payload's config names components. */
export const analyticsView = {
  view: {
    Component: '@/analytics/cms/dashboard/AnalyticsView#AnalyticsView',
    path: `/${ANALYTICS_SEGMENT}`,
    exact: true,
    meta: { title: 'Thống kê truy cập' },
  } satisfies AdminViewConfig,
  navLink: '@/analytics/cms/dashboard/AnalyticsNavLink#AnalyticsNavLink',
}
