import { vi } from '@/i18n/vi'
import type { Navigation } from '@/payload-types'
import { BehaviourMarker } from '@/lib/behaviour'
import { MenuLink } from './MenuLink'

type MenuItem = NonNullable<Navigation['main']>[number]

/**
 * The main menu. Rendered on the server; a small island adds the phone toggle and submenu buttons.
 * Without JavaScript, submenus open on hover and keyboard focus.
 */
export function MainNav({ items, menuId }: { items: MenuItem[]; menuId: string }) {
  return (
    <nav className="main-nav" aria-label={vi.mainNavigation} data-nav>
      <button type="button" className="main-nav__toggle" aria-expanded="false" aria-controls={menuId} data-nav-toggle>
        <span className="main-nav__toggle-bars" aria-hidden="true" />
        <span className="visually-hidden">{vi.openMenu}</span>
      </button>
      <ul id={menuId} className="main-nav__list" data-nav-list>
        {items.map((item, index) => {
          const children = item.children ?? []
          const submenuId = `${menuId}-sub-${index}`
          return (
            <li
              key={item.id ?? index}
              className={`main-nav__item${children.length ? ' main-nav__item--parent' : ''}`}
              data-nav-item
            >
              <MenuLink className="main-nav__link" url={item.url} label={item.label} />
              {children.length > 0 && (
                <>
                  <button
                    type="button"
                    className="main-nav__submenu-toggle"
                    aria-expanded="false"
                    aria-controls={submenuId}
                    aria-label={vi.toggleSubmenu(item.label ?? '')}
                    data-submenu-toggle
                  >
                    <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
                      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
                    </svg>
                  </button>
                  <ul id={submenuId} className="main-nav__submenu">
                    {children.map((child, childIndex) => (
                      <li key={child.id ?? childIndex}>
                        <MenuLink className="main-nav__sublink" url={child.url} label={child.label} />
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </li>
          )
        })}
      </ul>
      <BehaviourMarker name="nav" />
    </nav>
  )
}
