import { CAPTCHA_RESPONSE_FIELDS, type PublicCaptcha } from '@/forms/rules/captcha-provider'
import { CAPTCHA_CHALLENGE_PATH } from '@/forms/rules/request'
import { vi } from '@/i18n/vi'

type Props = { fieldId: string; label: string; errorId: string; captcha: PublicCaptcha }

/**
 * The captcha field: a slot the behaviour module fills on the reader's first touch of the form, with the captcha the
 * site settings choose (`data-form-captcha`). ALTCHA gets its challenges from this site; reCAPTCHA and Turnstile
 * get their site key, and the hidden field their token travels in. Without script it cannot be answered: said so.
 */
export function CaptchaField({ fieldId, label, errorId, captcha }: Props) {
  const { provider, siteKey } = captcha
  return (
    <div
      className="form-field form-field--captcha form-field--d100 form-field--t100 form-field--m100"
      data-form-field={fieldId}
    >
      {label && <p className="form-field__label">{label}</p>}
      {/* Read and removed by the front, which then lets this page load the provider's script (security-headers.mjs). */}
      {provider !== 'altcha' && <meta name="captcha-provider" content={provider} />}
      <div
        className="form-captcha"
        data-form-captcha={provider}
        data-captcha-challenge={provider === 'altcha' ? CAPTCHA_CHALLENGE_PATH : undefined}
        data-captcha-key={provider === 'altcha' ? undefined : siteKey}
      >
        {provider !== 'altcha' && <input type="hidden" name={CAPTCHA_RESPONSE_FIELDS[provider]} defaultValue="" />}
      </div>
      <noscript>
        <p className="form-field__help">{vi.captcha.noScript}</p>
      </noscript>
      <p className="form-field__error" id={errorId} hidden />
    </div>
  )
}
