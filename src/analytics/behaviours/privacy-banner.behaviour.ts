import type { Behaviour } from '@/lib/behaviour'
import { consentCookieIn, consentInForce, decodeConsent } from '../rules/consent'
import { CONSENT_PATH, type ConsentChoice } from '../rules/consent-choice'

/**
 * The privacy banner in the browser (docs/measurement.md, Consent). It opens when the reader has made no choice under
 * the page's banner version, and in its choices from any "Cài đặt quyền riêng tư" link (`data-privacy-settings`),
 * set as the reader chose. A choice is sent to the server, which records it and sets the cookie; the banner then
 * closes and tells the page's measurement (`tt:consent`, the decoded Consent). Escape never chooses: it leaves the
 * choices for the first view, or closes a banner the reader reopened, keeping their choice.
 */
const start: Behaviour = (marker, { editing }) => {
  const banner = marker.parentElement
  if (editing || !banner) return
  const find = <T extends HTMLElement = HTMLElement>(selector: string) => banner.querySelector<T>(selector)!
  const version = Number(banner.dataset.consentVersion)
  const gpc = (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl === true
  const [choices, error, custom, save] = ['fieldset', '[role=alert]', '[data-choice=custom]', '[data-choice=save]'].map(
    (selector) => find(selector),
  )
  const analytics = find<HTMLInputElement>('[name=analytics]')
  const advertising = find<HTMLInputElement>('[name=advertising]')
  const failed = error.textContent
  const inForce = () => consentInForce(consentCookieIn(document.cookie), version, gpc)
  let returnTo: HTMLElement | null = null
  let busy = false

  const customise = (on: boolean) => {
    choices.hidden = save.hidden = !on
    custom.hidden = on
    banner.classList.toggle('privacy-banner--custom', on)
  }

  /** Opens the banner; focus moves to it when it is the reader's doing, or nothing else has focus yet. */
  const open = (custom: boolean, from: HTMLElement | null) => {
    const current = inForce()
    analytics.checked = current?.analytics === true
    advertising.checked = current?.advertising === true
    advertising.disabled = gpc
    find('#privacy-advertising-note').hidden = !gpc
    error.hidden = true
    customise(custom)
    banner.hidden = false
    returnTo = from
    if (from || document.activeElement === document.body) banner.focus({ preventScroll: true })
  }

  const close = () => {
    banner.hidden = true
    returnTo?.focus()
  }

  const choose = async (choice: ConsentChoice) => {
    if (busy) return
    busy = true
    let message = failed
    try {
      const answer = await fetch(CONSENT_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(choice),
      })
      const body = (await answer.json()) as { consent?: string; errors?: { message?: string }[] }
      const consent = answer.ok ? decodeConsent(body.consent) : null
      if (consent) {
        close()
        document.dispatchEvent(new CustomEvent('tt:consent', { detail: consent }))
        return
      }
      message = body.errors?.[0]?.message ?? failed
    } catch {
      // No answer, or not the endpoint's: the banner's own message.
    } finally {
      busy = false
    }
    error.textContent = message
    error.hidden = false
    error.scrollIntoView({ block: 'nearest' })
  }

  banner.addEventListener('click', (event) => {
    const choice = (event.target as Element).closest<HTMLElement>('[data-choice]')?.dataset.choice
    if (choice === 'custom') {
      customise(true)
      analytics.focus()
    } else if (choice) {
      const all = choice === 'all'
      void choose(
        choice === 'save'
          ? { analytics: analytics.checked, advertising: advertising.checked && !gpc }
          : { analytics: all, advertising: all && !gpc },
      )
    }
  })

  banner.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return
    if (inForce()) close()
    else if (!save.hidden) {
      customise(false)
      custom.focus()
    }
  })

  document.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLElement>('[data-privacy-settings]')
    if (!link || event.ctrlKey || event.metaKey || event.shiftKey) return
    event.preventDefault()
    open(true, link)
  })

  // A page the browser kept while the reader chose on another one (back button) must not ask again.
  addEventListener('pageshow', (event) => {
    if (event.persisted && inForce()) banner.hidden = true
  })

  if (!inForce()) open(false, null)
}

export default start
