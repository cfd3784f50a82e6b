import { parseHashAction } from '@/features/hash-actions/logic'
import type { Behaviour } from '@/lib/behaviour'
import { popupAction } from '../rules/actions'
import { browserOf } from '../rules/browsers'
import { countsOnHide, impressionsIn, popupKeys, withImpression } from '../rules/impressions'
import { deviceOf, readTimingRules, rulesPass, type TimingRules } from '../rules/timing'
import { readTriggers, scrolledPercent, type Triggers } from '../rules/triggers'
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

function readData(dialog: HTMLDialogElement): PopupData | null {
  try {
    const data = JSON.parse(dialog.dataset.popup ?? '') as PopupData
    return Number.isInteger(data.id) ? data : null
  } catch {
    return null
  }
}

/** A selector from the settings, or null when the browser refuses it (the trigger is then ignored). */
function elementsOf(selector: unknown): Element[] | null {
  if (typeof selector !== 'string' || !selector.trim()) return null
  try {
    return [...document.querySelectorAll(selector)]
  } catch {
    return null
  }
}

/** How long a popup stays after its form succeeded, so the reader sees the thanks (docs/popups.md, Opening and closing). */
const FORM_CLOSE_DELAY_MS = 1000

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])'

/** Arms each trigger; calls `fire` once, for the first that fires, and then removes them all. */
function armTriggers(triggers: Triggers, fire: () => void): void {
  const stops: (() => void)[] = []
  let fired = false
  const once = () => {
    if (fired) return
    fired = true
    stops.forEach((stop) => stop())
    fire()
  }
  const listen = <K extends keyof DocumentEventMap>(
    target: Document | Window,
    type: K,
    handler: (event: DocumentEventMap[K]) => void,
  ) => {
    target.addEventListener(type, handler as EventListener, { passive: true })
    stops.push(() => target.removeEventListener(type, handler as EventListener))
  }
  if (triggers.pageLoad !== undefined) {
    const timer = window.setTimeout(once, triggers.pageLoad * 1000)
    stops.push(() => clearTimeout(timer))
  }
  if (triggers.scrolling) {
    const { direction, offset } = triggers.scrolling
    let last = scrollY
    listen(window, 'scroll', () => {
      const { scrollHeight } = document.documentElement
      if (direction === 'up' ? scrollY < last : scrolledPercent(scrollY, scrollHeight, innerHeight) >= offset) once()
      last = scrollY
    })
  }
  const targets = elementsOf(triggers.scrollingTo)
  if (targets?.length) {
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && once())
    targets.forEach((target) => observer.observe(target))
    stops.push(() => observer.disconnect())
  }
  if (triggers.clicks !== undefined) {
    let clicks = 0
    listen(document, 'click', (event) => {
      if (!(event.target as Element).closest?.('dialog[data-popup]') && ++clicks >= triggers.clicks!) once()
    })
  }
  if (triggers.inactivity !== undefined) {
    let timer = 0
    const restart = () => {
      clearTimeout(timer)
      timer = window.setTimeout(once, triggers.inactivity! * 1000)
    }
    for (const type of ['keydown', 'pointermove', 'pointerdown'] as const) listen(document, type, restart)
    restart()
    stops.push(() => clearTimeout(timer))
  }
  if (triggers.exitIntent) {
    // Only a pointer that has moved over the page can leave it: the browser also sends boundary events for a pointer
    // resting at the window's corner while the page lays out.
    let moved = false
    listen(document, 'mousemove', () => (moved = true))
    listen(document, 'mouseout', (event) => {
      if (moved && !event.relatedTarget && event.clientY <= 0) once()
    })
  }
}

const start: Behaviour = (_marker, { editing }) => {
  if (editing) return
  const visit = countVisit()
  const dialogs = [...document.querySelectorAll<HTMLDialogElement>('dialog[data-popup]')]
  /** The popups that have opened on this page: one with avoid_multiple_popups stays closed once another has. */
  const openedOnPage = new Set<string>()
  const popups = new Map<string, { dialog: HTMLDialogElement; data: PopupData; rules: TimingRules }>()
  /** The open modal popups, the newest (the one Escape is for) last. */
  const modals: string[] = []

  /** This popup's impressions in its period ('' counts for ever, in `popup_{id}_times`). */
  const impressionStore = (data: PopupData, rules: TimingRules) => {
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

  function open(id: string, opener: Element | null) {
    const popup = popups.get(id)
    if (!popup || popup.dialog.open) return
    const { dialog, data, rules } = popup
    if (local.get(popupKeys(data.id).disable)) return
    if (data.settings.avoid_multiple_popups === true && [...openedOnPage].some((other) => other !== id)) return
    openedOnPage.add(id)
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
    dialog.style.setProperty('--popup-duration', `${Number(settings.entrance_animation_duration ?? 0.4)}s`)
    dialog.dataset.entrance = typeof settings.entrance_animation === 'string' ? settings.entrance_animation : 'fadeIn'
    dialog.dataset.exit = typeof settings.exit_animation === 'string' ? settings.exit_animation : 'fadeIn'
    const focused = document.activeElement
    if (settings.overlay === false) dialog.show()
    else {
      dialog.showModal()
      modals.push(id)
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
    const closeButton = dialog.querySelector<HTMLElement>('[data-popup-close]')
    const delay = Number(settings.close_button_delay ?? 0)
    if (closeButton && delay > 0) {
      closeButton.hidden = true
      window.setTimeout(() => (closeButton.hidden = false), delay * 1000)
    }
    const automatic = Number(settings.close_automatically ?? 0)
    const timer = automatic > 0 ? window.setTimeout(() => close(id, false), automatic * 1000) : 0
    const impressions = impressionStore(data, rules)
    if (rules.times && !countsOnHide(rules.times.count)) impressions.add()
    if (takesFocus && settings.a11y_navigation !== false)
      (dialog.querySelector<HTMLElement>(`.popup__body :is(${FOCUSABLE})`) ?? closeButton ?? dialog).focus()
    // A modal popup keeps Tab and Shift+Tab going round inside it (a11y_navigation), not out past its last element.
    const keepsTab = settings.overlay !== false && settings.a11y_navigation !== false
    const onTab = (event: KeyboardEvent) => {
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
    if (keepsTab) dialog.addEventListener('keydown', onTab)
    dialog.addEventListener(
      'close',
      () => {
        clearTimeout(timer)
        if (modals.includes(id)) modals.splice(modals.indexOf(id), 1)
        delete dialog.dataset.closing
        if (!rules.times || countsOnHide(rules.times.count)) impressions.add()
        document.documentElement.classList.remove('popup-no-scroll', 'popup-no-scroll--gutter')
        dialog.removeEventListener('keydown', onTab)
        returnTo?.focus()
      },
      { once: true },
    )
  }

  function close(id: string, doNotShowAgain: boolean) {
    const popup = popups.get(id)
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

  for (const dialog of dialogs) {
    const data = readData(dialog)
    if (!data) continue
    const id = String(data.id)
    const rules = readTimingRules(data.timing)
    popups.set(id, { dialog, data, rules })
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault()
      if (data.settings.prevent_close_on_esc_key !== true) close(id, false)
    })
    dialog.addEventListener('click', (event) => {
      const target = event.target as Element
      if (target.closest('[data-popup-close]')) close(id, false)
      else if (target === dialog && data.settings.prevent_close_on_background_click !== true) close(id, false)
    })
    checkAndArm(id, rules, data)
  }

  /** Stores the counters the first time this popup looks at them, then arms its triggers if every rule passes. */
  function checkAndArm(id: string, rules: TimingRules, data: PopupData) {
    const keys = popupKeys(data.id)
    for (const [key, value] of [
      [keys.initialPageViews, visit.pageViews],
      [keys.initialSessions, visit.sessions],
    ] as const) {
      if (local.get(key) === null) local.set(key, String(value))
    }
    const state = {
      ...visit,
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
    if (local.get(keys.disable) || !rulesPass(others, state)) return
    armTriggers(readTriggers(data.triggers), () => {
      if (loggedIn === undefined) return open(id, null)
      // visitorRoles answers null when the server cannot be asked: nothing is left to catch.
      void visitorRoles().then((roles) => {
        if (rulesPass({ loggedIn }, { ...state, roles })) open(id, null)
      })
    })
  }

  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return
    const target = event.target as Element
    const link = target.closest?.<HTMLAnchorElement>('a[href*="-action:"]')
    const href = link?.getAttribute('href') ?? ''
    if (link && runAction(href.slice(href.indexOf('#')), link)) {
      event.preventDefault()
      return
    }
    for (const [id, { data }] of popups) {
      const selector = data.settings.open_selector
      if (typeof selector !== 'string' || !selector.trim()) continue
      try {
        const opener = target.closest(selector)
        if (opener) {
          event.preventDefault()
          open(id, opener)
        }
      } catch {
        // A selector the browser refuses opens nothing.
      }
    }
  }

  /** Runs a `popup:open` / `popup:close` hash action; false when the hash is not one. */
  function runAction(hash: string, link: Element | null): boolean {
    const action = popupAction(parseHashAction(hash))
    if (!action) return false
    if (action.kind === 'open') {
      if (action.toggle && popups.get(action.id)?.dialog.open) close(action.id, false)
      else open(action.id, link)
    } else {
      const id = action.id ?? link?.closest<HTMLDialogElement>('dialog[data-popup]')?.id.replace('popup-', '') ?? null
      if (id) close(id, action.doNotShowAgain)
    }
    return true
  }

  /** A form's success (docs/popups.md, Opening and closing): `popup.action` 'open' opens that popup; otherwise the form's own popup closes after 1 s. */
  const onFormSuccess = (event: Event) => {
    const { popup } = ((event as CustomEvent).detail ?? {}) as { popup?: { action: string; id: string | null } | null }
    if (popup?.action === 'open' && popup.id) return open(popup.id, null)
    const holder = (event.target as Element).closest?.<HTMLDialogElement>('dialog[data-popup]')
    if (holder) window.setTimeout(() => close(holder.id.replace('popup-', ''), false), FORM_CLOSE_DELAY_MS)
  }

  // Chromium closes a modal dialog on Escape without a `cancel` event to prevent when the reader has not yet
  // interacted with the page (or since the last Escape): a popup that keeps Escape stops the key itself.
  const onEscape = (event: KeyboardEvent) => {
    const newest = popups.get(modals.at(-1) ?? '')
    if (event.key === 'Escape' && newest?.data.settings.prevent_close_on_esc_key === true) event.preventDefault()
  }

  const onHashChange = () => runAction(location.hash, null)
  runAction(location.hash, null)
  document.addEventListener('keydown', onEscape, true)
  document.addEventListener('click', onClick)
  document.addEventListener('form:success', onFormSuccess)
  window.addEventListener('hashchange', onHashChange)
}

export default start
