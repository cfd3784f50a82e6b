import type { Behaviour } from '@/lib/behaviour'
import { CONSENT_COOKIE, type Consent, consentInForce } from '../rules/consent'
import { withoutAdClickIds } from '../rules/ad-click-ids'

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

const TAG_ADDRESS = 'https://www.googletagmanager.com/gtag/js'

/** Google's tag reads the `arguments` objects its stub pushes, not arrays (docs/measurement.md, Google Analytics). */
function gtag(..._: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params -- the tag's queue holds Arguments objects, as Google's snippet does
  ;(window.dataLayer ??= []).push(arguments)
}

const signal = (granted: boolean) => (granted ? 'granted' : 'denied')

/** Consent Mode v2's four signals for a reader's choice; all denied without one. */
const consentSignals = (consent: Consent | null) => ({
  analytics_storage: signal(Boolean(consent?.analytics)),
  ad_storage: signal(Boolean(consent?.advertising)),
  ad_user_data: signal(Boolean(consent?.advertising)),
  ad_personalization: signal(Boolean(consent?.advertising)),
})

const cookie = (name: string) =>
  document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1)

/**
 * Google Analytics for owners who keep it (docs/measurement.md, Google Analytics): Consent Mode v2 with every signal
 * denied by default, Google's tag loaded only once the reader turns analytics on, the signals updated from the banner,
 * and the page's ad click ids (gclid, gbraid, wbraid) passed on only with advertising consent.
 */
const start: Behaviour = (marker, { editing }) => {
  const id = marker.dataset.measurementId
  if (editing || !id) return
  const version = Number(marker.dataset.consentVersion)
  const gpc = (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl === true
  gtag('consent', 'default', consentSignals(null))
  let loaded = false
  const apply = (consent: Consent | null) => {
    const chosen = consent && gpc ? { ...consent, advertising: false } : consent
    gtag('consent', 'update', consentSignals(chosen))
    if (loaded || !chosen?.analytics) return
    loaded = true
    gtag('js', new Date())
    gtag('config', id, {
      page_location: chosen.advertising ? location.href : withoutAdClickIds(location.href),
      url_passthrough: false,
    })
    const script = document.createElement('script')
    script.async = true
    script.src = `${TAG_ADDRESS}?id=${encodeURIComponent(id)}`
    document.head.append(script)
  }
  apply(consentInForce(cookie(CONSENT_COOKIE), version, gpc))
  document.addEventListener('tt:consent', (event) => apply((event as CustomEvent<Consent>).detail))
}

export default start
