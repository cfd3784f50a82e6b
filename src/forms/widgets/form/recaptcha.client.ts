import { CAPTCHA_RESPONSE_FIELDS, captchaScriptUrl, RECAPTCHA_ACTION } from '@/forms/rules/captcha-provider'
import { loadScript } from '@/lib/script'
import type { Captcha } from './captcha.client'

/** What Google's script defines (reCAPTCHA v3). */
interface Grecaptcha {
  ready(callback: () => void): void
  execute(siteKey: string, options: { action: string }): Promise<string>
}

/**
 * Google reCAPTCHA v3, score mode: nothing to solve; just before the form is sent, a token for the action `submit`
 * is fetched into the standard hidden field `g-recaptcha-response`, and the server asks Google for its score.
 */
export function mountRecaptcha(slot: HTMLElement): Captcha {
  const siteKey = slot.dataset.captchaKey ?? ''
  const field = slot.querySelector<HTMLInputElement>(`input[name="${CAPTCHA_RESPONSE_FIELDS.recaptcha}"]`)
  const api = loadScript(captchaScriptUrl('recaptcha', siteKey)).then(
    () =>
      new Promise<Grecaptcha | null>((resolve) => {
        const grecaptcha = (window as { grecaptcha?: Grecaptcha }).grecaptcha
        if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha))
        else resolve(null)
      }),
  )
  return {
    async solved() {
      if (!field) return false
      if (field.value) return true
      const grecaptcha = await api
      field.value = (await grecaptcha?.execute(siteKey, { action: RECAPTCHA_ACTION }).catch(() => '')) ?? ''
      return field.value !== ''
    },
    reset() {
      if (field) field.value = ''
    },
  }
}
