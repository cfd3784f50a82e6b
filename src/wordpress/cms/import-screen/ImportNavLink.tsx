import type { TypedUser } from 'payload'
import { hasRole } from '@/cms/access'
import { wordpressImportScreen as words } from '@/i18n/wordpress-import-screen'
import { IMPORT_HREF, IMPORT_SEGMENT } from './view-config'

/** The import's link at the top of the admin's nav, for administrators only, marked when it is the page shown. */
export function ImportNavLink({ user, params }: { user?: TypedUser | null; params?: { segments?: string[] } }) {
  if (!hasRole(user ?? null, 'admin')) return null
  const here = params?.segments?.length === 1 && params.segments[0] === IMPORT_SEGMENT
  return (
    <a className="nav__link" id="nav-wordpress-import" href={IMPORT_HREF} aria-current={here ? 'page' : undefined}>
      {here && <span className="nav__link-indicator" />}
      <span className="nav__link-label">{words.navLink}</span>
    </a>
  )
}
