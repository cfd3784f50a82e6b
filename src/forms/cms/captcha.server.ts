import type { Payload } from 'payload'
import {
  acceptsToken,
  activeCaptcha,
  CAPTCHA_VERIFY_URLS,
  type CaptchaProvider,
  type CaptchaSettings,
} from '@/forms/rules/captcha-provider'
import { keptRead, memoryCaches } from '../../cms/cache/memory'
import { SITE_TAG } from '../../cms/cache/tags'
import { verifyAltcha } from './altcha.server'

/** How long the provider may take to judge a token before the submission is refused. */
const TIMEOUT_MS = 10_000
/** Tokens are a few hundred to a couple of thousand characters; anything much longer is not one. */
const MAX_TOKEN = 8_192

/** The captcha the site settings choose, kept in memory until the settings change. */
export function captchaSettings(payload: Payload): Promise<CaptchaSettings> {
  return keptRead(memoryCaches.captchaSettings, '', [SITE_TAG], async () => {
    const { captcha } = await payload.findGlobal({ slug: 'site-settings', depth: 0, select: { captcha: true } })
    return activeCaptcha(captcha)
  })
}

/**
 * Asks reCAPTCHA or Turnstile whether `token` (from the provider's standard field) is a person's, with the reader's
 * address as the provider suggests. A provider that cannot be reached refuses: a form with a captcha is never sent
 * unchecked. `CAPTCHA_VERIFY_URL` replaces the provider's address (the tests' stand-in, since the machines that run
 * them cannot reach Google or Cloudflare).
 */
export async function verifyProviderToken(
  payload: Payload,
  settings: CaptchaSettings,
  token: string,
  address: string,
): Promise<boolean> {
  if (settings.provider === 'altcha' || !token || token.length > MAX_TOKEN) return false
  const url = process.env.CAPTCHA_VERIFY_URL || CAPTCHA_VERIFY_URLS[settings.provider]
  const body = new URLSearchParams({
    secret: settings.secretKey,
    response: token,
    ...(address ? { remoteip: address } : {}),
  })
  try {
    const answer = await fetch(url, {
      method: 'POST',
      body,
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    return answer.ok && acceptsToken(settings, await answer.json())
  } catch (error) {
    payload.logger.warn({ err: error }, `Không hỏi được dịch vụ captcha (${settings.provider}); bài gửi bị từ chối.`)
    return false
  }
}

/** Whether the answer in the captcha's field (of the provider the settings choose) is a person's, once. */
export async function verifyCaptcha(
  payload: Payload,
  answers: Record<CaptchaProvider, string>,
  address: string,
): Promise<boolean> {
  const settings = await captchaSettings(payload)
  return settings.provider === 'altcha'
    ? verifyAltcha(answers.altcha)
    : verifyProviderToken(payload, settings, answers[settings.provider], address)
}
