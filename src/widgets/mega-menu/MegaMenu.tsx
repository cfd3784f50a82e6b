import type { SlotComponent } from '@puckeditor/core'
import { isSafeUrl } from '@/lib/url'
import { BehaviourMarker } from '@/lib/behaviour'
import type { ItemLayout, OpenOn } from './logic'
import { vi } from '@/i18n/vi'

export type MegaMenuItem = { label: string; url: string; panel: boolean; content: SlotComponent }

type Props = {
  id: string
  label: string
  items: MegaMenuItem[]
  openOn: OpenOn
  itemLayout: ItemLayout
  isEditing: boolean
}

/**
 * A menu whose items can open a wide panel of blocks. Server-rendered; the island opens panels on hover or click
 * (see logic.ts). Without JavaScript panels open on hover and keyboard focus. In the editor every panel is shown
 * open under its item, so blocks can be dropped into it.
 */
export function MegaMenu({ id, label, items, openOn, itemLayout, isEditing }: Props) {
  return (
    <nav
      className={`mega-menu mega-menu--${itemLayout === 'dropdown' ? 'dropdown' : 'horizontal'}`}
      aria-label={label || 'Menu'}
      data-mega-menu
      data-open-on={openOn}
      data-item-layout={itemLayout}
      data-editing={isEditing || undefined}
    >
      <ul className="mega-menu__list">
        {items.map((item, index) => {
          const panelId = `${id}-panel-${index}`
          const Content = item.content
          return (
            <li key={index} className="mega-menu__item" data-mega-item>
              {isSafeUrl(item.url) ? (
                <a className="mega-menu__link" href={item.url}>
                  {item.label}
                </a>
              ) : (
                <span className="mega-menu__link">{item.label}</span>
              )}
              {item.panel && (
                <>
                  <button
                    type="button"
                    className="mega-menu__toggle"
                    aria-expanded="false"
                    aria-controls={panelId}
                    aria-label={vi.openMenuItem(item.label)}
                    data-mega-toggle
                  >
                    <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
                      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
                    </svg>
                  </button>
                  <div id={panelId} className="mega-menu__panel">
                    <Content className="mega-menu__content" minEmptyHeight={60} />
                  </div>
                </>
              )}
            </li>
          )
        })}
      </ul>
      {!isEditing && <BehaviourMarker name="megaMenu" />}
    </nav>
  )
}
