import { getSiteChrome } from '@/cms/queries'
import { LogoMark } from '@/site/layout/Logo'

/** The login page's and the admin's logo: the site's mark and name, not Payload's. */
export async function AdminLogo() {
  const { settings } = await getSiteChrome()
  return (
    <span className="admin-logo">
      <LogoMark className="admin-logo__mark" />
      <span className="admin-logo__text">
        <strong>{settings.siteName}</strong>
        <span>Trang quản trị</span>
      </span>
    </span>
  )
}

/** The admin's small mark (top of the navigation). */
export function AdminIcon() {
  return <LogoMark className="admin-icon" />
}
