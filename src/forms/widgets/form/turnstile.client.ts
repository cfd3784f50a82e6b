import { CAPTCHA_RESPONSE_FIELDS, captchaScriptUrl } from '@/forms/rules/captcha-provider'
import { loadScript } from '@/lib/script'
import type { Captcha } from './captcha.client'

/** What Cloudflare's script defines (explicit rendering). */
interface Turnstile {
  render(container: HTMLElement, options: Record<string, unknown>): string
  execute(widgetId: string): void
  reset(widgetId: string): void
}

/**
 * Cloudflare Turnstile: the widget is placed in the field but shows only when Cloudflare needs the reader to act; just
 * before the form is sent, a token is fetched into the standard hidden field `cf-turnstile-response`.
 */
export function mountTurnstile(slot: HTMLElement): Captcha {
  const siteKey = slot.dataset.captchaKey ?? ''
  const field = slot.querySelector<HTMLInputElement>(`input[name="${CAPTCHA_RESPONSE_FIELDS.turnstile}"]`)
  const box = slot.appendChild(document.createElement('div'))
  let settle: ((token: string) => void) | null = null
  const answer = (token: string) => {
    if (field) field.value = token
    settle?.(token)
    settle = null
  }
  const widget = loadScript(captchaScriptUrl('turnstile', siteKey)).then(() => {
    const turnstile = (window as { turnstile?: Turnstile }).turnstile
    if (!turnstile) return null
    const id = turnstile.render(box, {
      sitekey: siteKey,
      language: 'vi',
      execution: 'execute',
      appearance: 'interaction-only',
      'response-field': false,
      callback: answer,
      'error-callback': () => answer(''),
      'expired-callback': () => answer(''),
    })
    return { turnstile, id }
  })
  return {
    async solved() {
      if (!field) return false
      if (field.value) return true
      const ready = await widget
      if (!ready) return false
      const token = await new Promise<string>((resolve) => {
        settle = resolve
        ready.turnstile.execute(ready.id)
      })
      return token !== ''
    },
    reset() {
      if (field) field.value = ''
      void widget.then((ready) => ready?.turnstile.reset(ready.id))
    },
  }
}
