import { parseHashAction } from '@/features/hash-actions/logic'
import type { Behaviour } from '@/lib/behaviour'
import { popupAction } from '../rules/actions'
import { browserOf } from '../rules/browsers'
import { countsOnHide, impressionsIn, popupKeys, withImpression } from '../rules/impressions'
import { deviceOf, readTimingRules, rulesPass, type TimingRules, type VisitorState } from '../rules/timing'
import { readTriggers } from '../rules/triggers'
import { armTriggers } from './armed-triggers'
import { countVisit, counter, local, session } from './visit-counter'

/**
 * The site's popups in the browser (docs/popups.md): counts page views and visits, checks each
 * popup's timing rules, arms its triggers (the first to fire opens it and the others are removed), opens it on clicks
 * on its `open_selector` and on `popup:open` / `popup:close` hash actions, and keeps its impressions and "do not show
 * again" in the browser's storage.
 */

interface PopupData {
  id: number
  timing: Record<string, unknown>
  triggers: Record<string, unknown>
  settings: Record<string, unknown>
  serverDatetime: number
}

/** One popup of the page: its dialog, the data the server wrote into it and its timing rules. */
interface Popup {
  /** Its id as hash actions and `popup_{id}_…` keys name it. */
  id: string
  dialog: HTMLDialogElement
  data: PopupData
  rules: TimingRules
}

/** The page's popups and what has happened to them since the page loaded. */
interface PopupsOnPage {
  /** This page view's counters, as counted when the page loaded. */
  visit: { pageViews: number; sessions: number }
  popups: Map<string, Popup>
  /** The popups that have opened on this page: one with avoid_multiple_popups stays closed once another has. */
  openedOnPage: Set<string>
  /** The open modal popups, the newest (the one Escape is for) last. */
  modals: string[]
}

/** One showing of a popup, from its opening to its `close` event. */
interface Showing {
  /** The `close_automatically` timer (0: none). */
  timer: number
  impressions: ImpressionStore
  /** Where focus goes back when it closes. */
  returnTo: HTMLElement | null
  /** Keeps Tab inside a modal popup while it is open. */
  onTab: (event: KeyboardEvent) => void
}

/** A popup's impressions in the browser's storage: how many in its period, and one more. */
interface ImpressionStore {
  count: () => number
  add: () => void
}

/** The logged-in visitor's roles, asked only when a rule needs them (pages are the same for everyone). */
async function visitorRoles(): Promise<string[] | null> {
  try {
    const answer = await fetch('/api/users/me', { credentials: 'same-origin' })
    const { user } = (await answer.json()) as { user: { roles?: string[] } | null }
    return user ? (user.roles ?? []) : null
  } catch {
    return null
  }
}

/** The data the server wrote into a popup's dialog, or null when it cannot be read. */
function readData(dialog: HTMLDialogElement): PopupData | null {
  try {
    const data = JSON.parse(dialog.dataset.popup ?? '') as PopupData
    return Number.isInteger(data.id) ? data : null
  } catch {
    return null
  }
}

/** How long a popup stays after its form succeeded, so the reader sees the thanks (docs/popups.md, Opening and closing). */
const FORM_CLOSE_DELAY_MS = 1000

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])'

/** This popup's impressions in its period ('' counts for ever, in `popup_{id}_times`). */
function impressionStore(data: PopupData, rules: TimingRules): ImpressionStore {
  const period = rules.times?.period ?? ''
  const keys = popupKeys(data.id)
  return {
    count: () =>
      period
        ? impressionsIn((period === 'session' ? session : local).get(keys.impressions), Date.now())
        : counter(local.get(keys.times)),
    add: () => {
      local.set(keys.times, String(counter(local.get(keys.times)) + 1))
      if (period)
        (period === 'session' ? session : local).set(
          keys.impressions,
          withImpression((period === 'session' ? session : local).get(keys.impressions), period, Date.now()),
        )
    },
  }
}

/** Opens a popup unless it is open, switched off ("do not show again") or kept closed by another one. */
function open(page: PopupsOnPage, id: string, opener: Element | null): void {
  const popup = page.popups.get(id)
  if (!popup || popup.dialog.open) return
  const { dialog, data, rules } = popup
  if (local.get(popupKeys(data.id).disable)) return
  if (data.settings.avoid_multiple_popups === true && [...page.openedOnPage].some((other) => other !== id)) return
  page.openedOnPage.add(id)
  const settings = data.settings
  // A popup without overlay that opens by itself leaves the reader's focus where it is (they are reading); a modal
  // one, or one the reader opened, takes it and gives it back.
  const takesFocus = settings.overlay !== false || opener !== null
  const returnTo = !takesFocus
    ? null
    : opener instanceof HTMLElement
      ? opener
      : document.activeElement instanceof HTMLElement
        ? document.activeElement
        : null
  show(page, popup, takesFocus)
  const closeButton = dialog.querySelector<HTMLElement>('[data-popup-close]')
  const delay = Number(settings.close_button_delay ?? 0)
  if (closeButton && delay > 0) {
    closeButton.hidden = true
    window.setTimeout(() => (closeButton.hidden = false), delay * 1000)
  }
  const automatic = Number(settings.close_automatically ?? 0)
  const timer = automatic > 0 ? window.setTimeout(() => close(page, id, false), automatic * 1000) : 0
  const impressions = impressionStore(data, rules)
  if (rules.times && !countsOnHide(rules.times.count)) impressions.add()
  if (takesFocus && settings.a11y_navigation !== false)
    (dialog.querySelector<HTMLElement>(`.popup__body :is(${FOCUSABLE})`) ?? closeButton ?? dialog).focus()
  // A modal popup keeps Tab and Shift+Tab going round inside it (a11y_navigation), not out past its last element.
  const keepsTab = settings.overlay !== false && settings.a11y_navigation !== false
  const onTab = (event: KeyboardEvent) => keepTabInside(dialog, event)
  if (keepsTab) dialog.addEventListener('keydown', onTab)
  const showing: Showing = { timer, impressions, returnTo, onTab }
  dialog.addEventListener('close', () => onClosed(page, popup, showing), { once: true })
}

/** Shows the dialog with its animations, modal or not, and stops the page scrolling when the popup says so. */
function show(page: PopupsOnPage, { id, dialog, data: { settings } }: Popup, takesFocus: boolean): void {
  dialog.style.setProperty('--popup-duration', `${Number(settings.entrance_animation_duration ?? 0.4)}s`)
  dialog.dataset.entrance = typeof settings.entrance_animation === 'string' ? settings.entrance_animation : 'fadeIn'
  dialog.dataset.exit = typeof settings.exit_animation === 'string' ? settings.exit_animation : 'fadeIn'
  const focused = document.activeElement
  if (settings.overlay === false) dialog.show()
  else {
    dialog.showModal()
    page.modals.push(id)
  }
  // `show()` moves focus in as `showModal()` does: put it back.
  if (!takesFocus && dialog.contains(document.activeElement)) {
    if (focused instanceof HTMLElement && focused !== document.body) focused.focus({ preventScroll: true })
    else (document.activeElement as HTMLElement).blur()
  }
  if (settings.prevent_scroll === true) {
    const root = document.documentElement
    // A scrollbar that takes room beside the page (desktop Windows, Linux) keeps it while hidden: nothing moves.
    root.classList.toggle('popup-no-scroll--gutter', window.innerWidth > root.clientWidth)
    root.classList.add('popup-no-scroll')
  }
}

/** Tab on the last element (Shift+Tab on the first) of a modal popup goes round to the other end. */
function keepTabInside(dialog: HTMLDialogElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab') return
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0,
  )
  const [first, last] = [focusable[0], focusable[focusable.length - 1]]
  if (!first || !last) return
  const active = document.activeElement
  if (event.shiftKey ? active === first || active === dialog : active === last) {
    event.preventDefault()
    ;(event.shiftKey ? last : first).focus()
  }
}

/** A popup has closed: counts the impression when it counts on hiding, lets the page scroll and gives focus back. */
function onClosed(page: PopupsOnPage, { id, dialog, rules }: Popup, showing: Showing): void {
  clearTimeout(showing.timer)
  if (page.modals.includes(id)) page.modals.splice(page.modals.indexOf(id), 1)
  delete dialog.dataset.closing
  if (!rules.times || countsOnHide(rules.times.count)) showing.impressions.add()
  document.documentElement.classList.remove('popup-no-scroll', 'popup-no-scroll--gutter')
  dialog.removeEventListener('keydown', showing.onTab)
  showing.returnTo?.focus()
}

/** Closes a popup after its exit animation; "do not show again" switches it off for this browser. */
function close(page: PopupsOnPage, id: string, doNotShowAgain: boolean): void {
  const popup = page.popups.get(id)
  if (!popup) return
  if (doNotShowAgain) local.set(popupKeys(popup.data.id).disable, 'true')
  const { dialog } = popup
  if (!dialog.open || dialog.dataset.closing) return
  dialog.dataset.closing = ''
  const duration = matchMedia('(prefers-reduced-motion: reduce)').matches
    ? 0
    : Number(popup.data.settings.entrance_animation_duration ?? 0.4)
  window.setTimeout(() => dialog.close(), duration * 1000)
}

/** Escape on a popup: closes it unless it keeps Escape. */
function onCancel(page: PopupsOnPage, { id, data }: Popup, event: Event): void {
  event.preventDefault()
  if (data.settings.prevent_close_on_esc_key !== true) close(page, id, false)
}

/** A click in a popup: its close button closes it, and so does its background unless it says otherwise. */
function onPopupClick(page: PopupsOnPage, { id, dialog, data }: Popup, event: MouseEvent): void {
  const target = event.target as Element
  if (target.closest('[data-popup-close]')) close(page, id, false)
  else if (target === dialog && data.settings.prevent_close_on_background_click !== true) close(page, id, false)
}

/** Stores the counters the first time this popup looks at them, then arms its triggers if every rule passes. */
function checkAndArm(page: PopupsOnPage, { id, data, rules }: Popup): void {
  const keys = popupKeys(data.id)
  for (const [key, value] of [
    [keys.initialPageViews, page.visit.pageViews],
    [keys.initialSessions, page.visit.sessions],
  ] as const) {
    if (local.get(key) === null) local.set(key, String(value))
  }
  const visitor: VisitorState = {
    ...page.visit,
    initialPageViews: counter(local.get(keys.initialPageViews)),
    initialSessions: counter(local.get(keys.initialSessions)),
    referrer: document.referrer,
    siteHost: location.host,
    roles: null,
    device: deviceOf(innerWidth),
    browser: browserOf(navigator.userAgent),
    impressions: impressionStore(data, rules).count(),
    now: Date.now(),
    // The server's clock written into the page; a page kept for a while has an older time, and then the visitor's is nearer.
    serverNow: Math.max(Number(data.serverDatetime) || 0, Date.now()),
    timezoneOffset: new Date().getTimezoneOffset(),
  }
  // Who is logged in is asked of the server only when the popup is about to open: pages are the same for everyone.
  const { loggedIn, ...others } = rules
  if (local.get(keys.disable) || !rulesPass(others, visitor)) return
  armTriggers(readTriggers(data.triggers), () => {
    if (loggedIn === undefined) return open(page, id, null)
    // visitorRoles answers null when the server cannot be asked: nothing is left to catch.
    void visitorRoles().then((roles) => {
      if (rulesPass({ loggedIn }, { ...visitor, roles })) open(page, id, null)
    })
  })
}

/** A click on the page: a popup action link runs its action; an element matching `open_selector` opens that popup. */
function onClick(page: PopupsOnPage, event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0) return
  const target = event.target as Element
  const link = target.closest?.<HTMLAnchorElement>('a[href*="-action:"]')
  const href = link?.getAttribute('href') ?? ''
  if (link && runAction(page, href.slice(href.indexOf('#')), link)) {
    event.preventDefault()
    return
  }
  for (const [id, { data }] of page.popups) {
    const selector = data.settings.open_selector
    if (typeof selector !== 'string' || !selector.trim()) continue
    try {
      const opener = target.closest(selector)
      if (opener) {
        event.preventDefault()
        open(page, id, opener)
      }
    } catch {
      // A selector the browser refuses opens nothing.
    }
  }
}

/** Runs a `popup:open` / `popup:close` hash action; false when the hash is not one. */
function runAction(page: PopupsOnPage, hash: string, link: Element | null): boolean {
  const action = popupAction(parseHashAction(hash))
  if (!action) return false
  if (action.kind === 'open') {
    if (action.toggle && page.popups.get(action.id)?.dialog.open) close(page, action.id, false)
    else open(page, action.id, link)
  } else {
    const id = action.id ?? link?.closest<HTMLDialogElement>('dialog[data-popup]')?.id.replace('popup-', '') ?? null
    if (id) close(page, id, action.doNotShowAgain)
  }
  return true
}

/** A form's success (docs/popups.md, Opening and closing): `popup.action` 'open' opens that popup; otherwise the form's own popup closes after 1 s. */
function onFormSuccess(page: PopupsOnPage, event: Event): void {
  const { popup } = ((event as CustomEvent).detail ?? {}) as { popup?: { action: string; id: string | null } | null }
  if (popup?.action === 'open' && popup.id) return open(page, popup.id, null)
  const holder = (event.target as Element).closest?.<HTMLDialogElement>('dialog[data-popup]')
  if (holder) window.setTimeout(() => close(page, holder.id.replace('popup-', ''), false), FORM_CLOSE_DELAY_MS)
}

/** Escape anywhere while the newest modal popup keeps Escape: the key is stopped. */
function onEscape(page: PopupsOnPage, event: KeyboardEvent): void {
  // Chromium closes a modal dialog on Escape without a `cancel` event to prevent when the reader has not yet
  // interacted with the page (or since the last Escape): a popup that keeps Escape stops the key itself.
  const newest = page.popups.get(page.modals.at(-1) ?? '')
  if (event.key === 'Escape' && newest?.data.settings.prevent_close_on_esc_key === true) event.preventDefault()
}

const start: Behaviour = (_marker, { editing }) => {
  if (editing) return
  const page: PopupsOnPage = { visit: countVisit(), popups: new Map(), openedOnPage: new Set(), modals: [] }
  for (const dialog of document.querySelectorAll<HTMLDialogElement>('dialog[data-popup]')) {
    const data = readData(dialog)
    if (!data) continue
    const popup: Popup = { id: String(data.id), dialog, data, rules: readTimingRules(data.timing) }
    page.popups.set(popup.id, popup)
    dialog.addEventListener('cancel', (event) => onCancel(page, popup, event))
    dialog.addEventListener('click', (event) => onPopupClick(page, popup, event))
    checkAndArm(page, popup)
  }
  runAction(page, location.hash, null)
  document.addEventListener('keydown', (event) => onEscape(page, event), true)
  document.addEventListener('click', (event) => onClick(page, event))
  document.addEventListener('form:success', (event) => onFormSuccess(page, event))
  window.addEventListener('hashchange', () => runAction(page, location.hash, null))
}

export default start
