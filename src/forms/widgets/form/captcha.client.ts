/** A form's captcha once started, whichever the site settings choose (src/forms/rules/captcha-provider.ts). */
export interface Captcha {
  /** Gets the answer into the provider's hidden field unless it is there already; whether it is. */
  solved(): Promise<boolean>
  /** Back to unanswered (an answer is accepted once): after a submission, and after an error. */
  reset(): void
}

/** Starts the captcha of `slot` (`data-form-captcha` names the provider); only that provider's code is loaded. */
export async function mountCaptcha(slot: HTMLElement): Promise<Captcha> {
  const provider = slot.dataset.formCaptcha
  if (provider === 'recaptcha') return (await import('./recaptcha.client')).mountRecaptcha(slot)
  if (provider === 'turnstile') return (await import('./turnstile.client')).mountTurnstile(slot)
  return (await import('./altcha.client')).mountAltcha(slot)
}
