import 'altcha/external'
import 'altcha/i18n/vi'
import { loadStylesheet } from '@/lib/stylesheet'
import type { Captcha } from './captcha.client'

/** The page bundle's addresses of the widget's stylesheet and proof-of-work worker (scripts/build-behaviours.mjs). */
declare const CAPTCHA_STYLESHEET: string | undefined
declare const CAPTCHA_WORKER: string | undefined

/** What the ALTCHA widget offers once defined (its element's methods). */
type AltchaWidget = HTMLElement & { getState?: () => string; verify?: () => Promise<unknown>; reset?: () => void }
type AltchaGlobal = { algorithms: Map<string, () => Worker> }

/**
 * The self-hosted captcha in its slot: the ALTCHA widget, in Vietnamese, solving at once in a worker from this site
 * (the Content-Security-Policy allows no other). Its hidden field `altcha` goes with the form.
 */
export function mountAltcha(slot: HTMLElement): Captcha {
  void loadStylesheet(typeof CAPTCHA_STYLESHEET === 'string' ? CAPTCHA_STYLESHEET : undefined)
  const worker = typeof CAPTCHA_WORKER === 'string' ? CAPTCHA_WORKER : null
  const altcha = (globalThis as { $altcha?: AltchaGlobal }).$altcha
  if (worker) altcha?.algorithms.set('PBKDF2/SHA-256', () => new Worker(worker))
  const widget: AltchaWidget = document.createElement('altcha-widget')
  // Without its attribution link: no link to another site inside the form, between the reader and Send.
  const configuration = JSON.stringify({ hideFooter: true })
  for (const [name, value] of Object.entries({
    challenge: slot.dataset.captchaChallenge ?? '',
    language: 'vi',
    auto: 'onload',
    name: 'altcha',
    configuration,
  })) {
    widget.setAttribute(name, value)
  }
  slot.append(widget)
  const isSolved = () => widget.getState?.() === 'verified'
  // A second verification started while the first still runs may never settle: wait for the first instead.
  const settled = () =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (widget.getState?.() === 'verifying') return
        widget.removeEventListener('statechange', check)
        resolve()
      }
      widget.addEventListener('statechange', check)
      check()
    })
  return {
    async solved() {
      await settled()
      if (!isSolved()) await widget.verify?.().catch(() => null)
      return isSolved()
    },
    reset() {
      widget.reset?.()
    },
  }
}
