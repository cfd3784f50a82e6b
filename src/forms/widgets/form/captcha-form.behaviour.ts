import type { Captcha } from './captcha.client'
import { captcha } from '@/i18n/captcha'

const NOT_SOLVED = captcha.notSolved

/**
 * A form that posts natively with the forms' captcha field: the captcha comes with the reader's first touch of the
 * form (never with the page) and starts solving at once; sending waits for it, then the browser posts the form.
 */
export default function start(marker: HTMLElement): () => void {
  const form = marker.closest('form')
  const slot = form?.querySelector<HTMLElement>('[data-form-captcha]')
  if (!form || !slot) return () => {}
  const error = slot.closest('[data-form-field]')?.querySelector<HTMLElement>('.form-field__error') ?? null
  let captcha: Promise<Captcha> | null = null
  const begin = () => (captcha ??= import('./captcha.client').then(({ mountCaptcha }) => mountCaptcha(slot)))
  let waiting = false
  // The widget's own checkbox is required until solved: the browser's checks would hold the form before `send`, so
  // they run here for the form's other fields only.
  form.noValidate = true
  const send = async (event: SubmitEvent) => {
    event.preventDefault()
    const invalid = [...form.querySelectorAll<HTMLInputElement>('input, select, textarea')].find(
      (control) => !slot.contains(control) && !control.checkValidity(),
    )
    if (invalid) return void invalid.reportValidity()
    if (waiting) return
    waiting = true
    // A captcha that could not be loaded is not solved: the reader is told so, and the form is not left busy.
    const solved = await begin().then(
      (loaded) => loaded.solved(),
      () => false,
    )
    waiting = false
    if (error) {
      error.textContent = solved ? '' : NOT_SOLVED
      error.hidden = solved
    }
    if (solved) form.submit()
  }
  // The captcha's promise is kept and awaited by `send`, which catches its failure.
  const onTouch = () => void begin()
  const onSubmit = (event: SubmitEvent) => void send(event)
  for (const type of ['focusin', 'pointerdown']) form.addEventListener(type, onTouch, { once: true })
  form.addEventListener('submit', onSubmit)
  return () => {
    form.removeEventListener('submit', onSubmit)
    for (const type of ['focusin', 'pointerdown']) form.removeEventListener(type, onTouch)
  }
}
