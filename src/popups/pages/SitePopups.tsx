import { BehaviourMarker } from '@/lib/behaviour'
import type { Popup } from '@/payload-types'
import { hasBlocks } from '@/widgets/document'
import type { ThemeData } from '@/widgets/theme-data'
import { PopupRender } from '../../site/builder/BuilderRender'
import { conditionFromRow, conditionsFit, type DisplayView } from '../../site/display-conditions/logic'
import { popupData } from '../views/popup-data'
import { PopupFrame } from '../views/PopupFrame'

/** One popup: a closed dialog (nothing shows without JavaScript) holding its layout, its settings for the behaviour. */
async function PopupDialog({ popup, data, serverTime }: { popup: Popup; data: ThemeData; serverTime: number }) {
  const settings = popup.settings ?? {}
  const classes = [
    'popup',
    `popup--${settings.position ?? 'center'}`,
    settings.overlay === false ? 'popup--no-overlay' : '',
    settings.classes ?? '',
  ]
  return (
    <dialog
      className={classes.filter(Boolean).join(' ')}
      id={`popup-${popup.id}`}
      aria-label={popup.title}
      data-popup={popupData(popup, serverTime)}
    >
      <PopupFrame settings={settings}>
        <PopupRender popup={popup} data={data} />
      </PopupFrame>
    </dialog>
  )
}

/**
 * The popups with content whose display conditions fit the page, rendered into it closed; their behaviour decides when each opens.
 * A page of a site with popups but none of its own still counts the page view and the visit, which their rules read.
 */
export async function SitePopups({ popups, view, data }: { popups: Popup[]; view: DisplayView; data: ThemeData }) {
  if (!popups.length) return null
  // One without content (published before such were refused) would dim the page around an empty box.
  const fitting = popups.filter(
    (popup) => hasBlocks(popup.layout) && conditionsFit((popup.conditions ?? []).map(conditionFromRow), view),
  )
  // eslint-disable-next-line react-hooks/purity -- a server component renders once per request: its time is the request's.
  const serverTime = Date.now()
  return (
    <div className="site-popups">
      {fitting.map((popup) => (
        <PopupDialog key={popup.id} popup={popup} data={data} serverTime={serverTime} />
      ))}
      <BehaviourMarker name={fitting.length ? 'popups' : 'popupVisits'} />
    </div>
  )
}
