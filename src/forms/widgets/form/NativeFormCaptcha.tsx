import type { PublicCaptcha } from '@/forms/rules/captcha-provider'
import { BehaviourMarker } from '@/lib/behaviour'
import { CaptchaField } from './CaptchaField'
import { vi } from '@/i18n/vi'

/**
 * The forms' captcha field in a form that posts natively, outside the form widget (the account's register form):
 * `captcha-form.behaviour.ts` starts it and holds the form until it is solved.
 */
export function NativeFormCaptcha({ id, captcha }: { id: string; captcha: PublicCaptcha }) {
  return (
    <>
      <CaptchaField fieldId={id} label={vi.captcha.label} errorId={`${id}-error`} captcha={captcha} />
      <BehaviourMarker name="captchaForm" />
    </>
  )
}
