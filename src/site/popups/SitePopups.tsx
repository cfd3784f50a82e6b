import type { CSSProperties } from 'react'
import { popupFits } from '@/features/popups/conditions'
import { BehaviourMarker } from '@/lib/behaviour'
import { vi } from '@/i18n/vi'
import type { Popup } from '@/payload-types'
import type { ThemeData } from '@/widgets/theme-data'
import { PopupRender } from '../builder/BuilderRender'
import type { ViewContext } from '../templates/logic'
import { popupConditions, popupData, popupViewOf } from './popup-data'

/** One popup: a closed dialog (nothing shows without JavaScript) holding its layout, its settings for the behaviour. */
async function PopupDialog({ popup, data, serverTime }: { popup: Popup; data: ThemeData; serverTime: number }) {
  const settings = popup.settings ?? {}
  const classes = ['popup', `popup--${settings.position ?? 'center'}`, settings.overlay === false ? 'popup--no-overlay' : '', settings.classes ?? '']
  const frame: CSSProperties = { width: `${settings.width ?? 640}px`, ...(settings.height ? { height: `${settings.height}px` } : {}) }
  return (
    <dialog className={classes.filter(Boolean).join(' ')} id={`popup-${popup.id}`} aria-label={popup.title} data-popup={popupData(popup, serverTime)}>
      <div className="popup__frame" style={frame}>
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
        <div className="popup__body">
          <PopupRender popup={popup} data={data} />
        </div>
      </div>
    </dialog>
  )
}

/**
 * The popups whose display conditions fit the page, rendered into it closed; their behaviour decides when each opens.
 * The behaviour runs wherever the site has popups, since every page view and visit counts towards their rules.
 */
export async function SitePopups({ popups, view, data }: { popups: Popup[]; view: ViewContext; data: ThemeData }) {
  if (!popups.length) return null
  const shown = popupViewOf(view)
  const fitting = popups.filter((popup) => popupFits(popupConditions(popup), shown))
  const serverTime = Date.now()
  return (
    <div className="site-popups">
      {fitting.map((popup) => (
        <PopupDialog key={popup.id} popup={popup} data={data} serverTime={serverTime} />
      ))}
      <BehaviourMarker name="popups" />
    </div>
  )
}
