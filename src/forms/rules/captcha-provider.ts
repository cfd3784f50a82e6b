import { isRecord } from '@/lib/stored-values'

/**
 * Which captcha a form's captcha field uses: the self-hosted ALTCHA by default; Google reCAPTCHA v3 (score mode) or
 * Cloudflare Turnstile once their two keys are set in "Cài đặt trang › Chống thư rác". Pure: the settings, the
 * standard field each provider's token travels in, and how to read each provider's verdict.
 */
export type CaptchaProvider = 'altcha' | 'recaptcha' | 'turnstile'

/** The hidden field each provider fills, under its standard name (docs/forms.md, Fields and files). */
export const CAPTCHA_RESPONSE_FIELDS: Readonly<Record<CaptchaProvider, string>> = {
  altcha: 'altcha',
  recaptcha: 'g-recaptcha-response',
  turnstile: 'cf-turnstile-response',
}

/** Where a third-party provider checks a token, server to server. */
export const CAPTCHA_VERIFY_URLS = {
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
} as const

/** The provider's script, loaded on the reader's first touch of a form (never with the page). */
export function captchaScriptUrl(provider: 'recaptcha' | 'turnstile', siteKey: string): string {
  return provider === 'recaptcha'
    ? `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}&hl=vi`
    : 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit'
}

/** The reCAPTCHA v3 action forms ask a token for; a token made for another action is refused. */
export const RECAPTCHA_ACTION = 'submit'
/** reCAPTCHA v3 scores from 0 (a robot) to 1 (a person); below this a submission is refused. */
export const DEFAULT_MIN_SCORE = 0.5

export interface CaptchaSettings {
  provider: CaptchaProvider
  siteKey: string
  secretKey: string
  minScore: number
}

/** What a page may know of the captcha: never the secret key. */
export type PublicCaptcha = Pick<CaptchaSettings, 'provider' | 'siteKey'>

/** What the site settings hold (any of it may be missing). */
export interface StoredCaptchaSettings {
  provider?: string | null
  siteKey?: string | null
  secretKey?: string | null
  minScore?: number | null
}

const ALTCHA: CaptchaSettings = { provider: 'altcha', siteKey: '', secretKey: '', minScore: DEFAULT_MIN_SCORE }

/** The self-hosted captcha, as a page knows it (also where no settings are at hand: the editor). */
export const ALTCHA_CAPTCHA: PublicCaptcha = { provider: 'altcha', siteKey: '' }

/** The captcha in use: a third-party provider only when it is chosen and both its keys are set; otherwise ALTCHA. */
export function activeCaptcha(stored: StoredCaptchaSettings | null | undefined): CaptchaSettings {
  const provider = stored?.provider
  const siteKey = stored?.siteKey?.trim() ?? ''
  const secretKey = stored?.secretKey?.trim() ?? ''
  if ((provider !== 'recaptcha' && provider !== 'turnstile') || !siteKey || !secretKey) return ALTCHA
  const score = stored?.minScore
  const minScore = typeof score === 'number' && score >= 0 && score <= 1 ? score : DEFAULT_MIN_SCORE
  return { provider, siteKey, secretKey, minScore }
}

/**
 * The captcha as a page shows it, from the settings as visitors read them (without the secret key, which the settings
 * require with the site key when a provider is chosen): the provider and its site key, or ALTCHA.
 */
export function publicCaptcha(stored: StoredCaptchaSettings | null | undefined): PublicCaptcha {
  const provider = stored?.provider
  const siteKey = stored?.siteKey?.trim() ?? ''
  return (provider === 'recaptcha' || provider === 'turnstile') && siteKey ? { provider, siteKey } : ALTCHA_CAPTCHA
}

/**
 * Whether a provider's siteverify answer accepts the token: `success`, and for reCAPTCHA v3 also the form's action
 * and a score at least `minScore`. Anything else (an error answer, a missing score) refuses.
 */
export function acceptsToken(settings: CaptchaSettings, answer: unknown): boolean {
  if (!isRecord(answer) || answer.success !== true) return false
  if (settings.provider !== 'recaptcha') return true
  return answer.action === RECAPTCHA_ACTION && typeof answer.score === 'number' && answer.score >= settings.minScore
}
