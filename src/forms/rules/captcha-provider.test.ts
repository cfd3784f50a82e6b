import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  acceptsToken,
  activeCaptcha,
  ALTCHA_CAPTCHA,
  captchaScriptUrl,
  DEFAULT_MIN_SCORE,
  publicCaptcha,
} from './captcha-provider'

describe('activeCaptcha', () => {
  it('uses a provider only once it is chosen with both its keys; otherwise the site’s own', () => {
    expect(activeCaptcha(null)).toMatchObject(ALTCHA_CAPTCHA)
    expect(activeCaptcha({ provider: 'recaptcha', siteKey: 'trang', secretKey: ' ' })).toMatchObject(ALTCHA_CAPTCHA)
    expect(activeCaptcha({ provider: 'khac', siteKey: 'trang', secretKey: 'bi-mat' })).toMatchObject(ALTCHA_CAPTCHA)
    expect(activeCaptcha({ provider: 'turnstile', siteKey: ' trang ', secretKey: 'bi-mat' })).toEqual({
      provider: 'turnstile',
      siteKey: 'trang',
      secretKey: 'bi-mat',
      minScore: DEFAULT_MIN_SCORE,
    })
    expect(activeCaptcha({ provider: 'recaptcha', siteKey: 'a', secretKey: 'b', minScore: 0.7 }).minScore).toBe(0.7)
    expect(activeCaptcha({ provider: 'recaptcha', siteKey: 'a', secretKey: 'b', minScore: 7 }).minScore).toBe(
      DEFAULT_MIN_SCORE,
    )
  })

  it('shows pages the provider and its site key from the settings visitors read, which never hold the secret', () => {
    expect(publicCaptcha({ provider: 'recaptcha', siteKey: ' trang ' })).toEqual({
      provider: 'recaptcha',
      siteKey: 'trang',
    })
    expect(publicCaptcha({ provider: 'turnstile', siteKey: '' })).toEqual(ALTCHA_CAPTCHA)
    expect(publicCaptcha({ provider: 'altcha', siteKey: 'trang' })).toEqual(ALTCHA_CAPTCHA)
    expect(publicCaptcha(undefined)).toEqual(ALTCHA_CAPTCHA)
  })

  it('asks Google for a script with the site key escaped, in Vietnamese', () => {
    expect(captchaScriptUrl('recaptcha', 'a&b')).toBe('https://www.google.com/recaptcha/api.js?render=a%26b&hl=vi')
  })
})

describe('acceptsToken', () => {
  const recaptcha = activeCaptcha({ provider: 'recaptcha', siteKey: 'a', secretKey: 'b', minScore: 0.5 })
  const turnstile = activeCaptcha({ provider: 'turnstile', siteKey: 'a', secretKey: 'b' })

  it('accepts a reCAPTCHA token exactly when it succeeded for the form’s action with a high enough score', () => {
    fc.assert(
      fc.property(
        fc.anything(),
        fc.oneof(fc.constant('submit'), fc.string()),
        fc.oneof(fc.double({ min: 0, max: 1, noNaN: true }), fc.anything()),
        (success, action, score) => {
          const expected = success === true && action === 'submit' && typeof score === 'number' && score >= 0.5
          expect(acceptsToken(recaptcha, { success, action, score })).toBe(expected)
        },
      ),
    )
  })

  it('accepts a Turnstile token when Cloudflare says it succeeded, and nothing that is not an answer', () => {
    expect(acceptsToken(turnstile, { success: true })).toBe(true)
    fc.assert(
      fc.property(fc.anything(), (answer) => {
        const succeeded =
          typeof answer === 'object' && answer !== null && (answer as { success?: unknown }).success === true
        expect(acceptsToken(turnstile, answer)).toBe(succeeded)
      }),
    )
  })
})
