import type { TypedUser } from 'payload'
import { hasRole } from '@/cms/access'
import { analyticsDashboard as words } from '@/i18n/analytics-dashboard'
import { ANALYTICS_HREF, ANALYTICS_SEGMENT } from './view-config'

/**
 * The dashboard's link at the top of the admin's nav, for editors and administrators only, marked as Payload marks
 * the page being shown.
 */
export function AnalyticsNavLink({ user, params }: { user?: TypedUser | null; params?: { segments?: string[] } }) {
  if (!hasRole(user ?? null, 'admin', 'editor')) return null
  const here = params?.segments?.length === 1 && params.segments[0] === ANALYTICS_SEGMENT
  return (
    <a
      className="nav__link analytics-nav-link"
      id="nav-analytics"
      href={ANALYTICS_HREF}
      aria-current={here ? 'page' : undefined}
    >
      {here && <span className="nav__link-indicator" />}
      <span className="nav__link-label">{words.navLink}</span>
    </a>
  )
}
