import type { CSSProperties, ReactNode } from 'react'
import { vi } from '@/i18n/vi'
import type { Popup } from '@/payload-types'

export type PopupSettings = NonNullable<Popup['settings']>

/** A popup's frame at its width and height, with its close button and its content: the same on the site and in the builder. */
export function PopupFrame({ settings, children }: { settings: PopupSettings; children: ReactNode }) {
  const size: CSSProperties = {
    width: `${settings.width ?? 640}px`,
    ...(settings.height ? { height: `${settings.height}px` } : {}),
  }
  return (
    <div className="popup__frame" style={size}>
      {settings.close_button !== false && (
        <button
          type="button"
          className={`popup__close popup__close--${settings.close_button_position ?? 'inside'}`}
          aria-label={vi.popups.close}
          data-popup-close
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
      <div className="popup__body">{children}</div>
    </div>
  )
}
