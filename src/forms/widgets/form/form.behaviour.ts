import type { FormMessages } from '@/forms/rules/definition'
import {
  enterMeansNext,
  jumpToFirstError,
  previousStep,
  resetSteps,
  startSteps,
  stepButtons,
  stepIndicators,
  stepProgress,
  type StepState,
} from '@/forms/rules/steps'
import type { Captcha } from './captcha.client'
import { fileSizeMessage, readFormAnswer, validityMessage } from './logic'

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

const controlsOf = (element: ParentNode) => [...element.querySelectorAll<Control>('input, select, textarea')]

/**
 * The form widget's behaviour (docs/forms.md, States and Multi-step form): Vietnamese messages by each
 * field, steps one at a time, and the submission sent without leaving the page. Waiting: a second submit is ignored,
 * the button is disabled with a spinner, the form dimmed. It signals `form:success` and `form:error` on the form.
 */
export default function start(marker: HTMLElement): void {
  const found = marker.closest('form')
  if (!found) return
  const form: HTMLFormElement = found
  let messages: FormMessages
  try {
    messages = JSON.parse(form.dataset.formMessages ?? '')
  } catch {
    return
  }
  form.noValidate = true
  const field = (name: string) => form.querySelector<HTMLInputElement>(`input[type=hidden][name="${name}"]`)
  // The page as the reader has it (with its query), and hidden fields that take a query parameter.
  const referrer = field('referrer')
  if (referrer) referrer.value = location.href
  for (const hidden of form.querySelectorAll<HTMLInputElement>('[data-form-query]'))
    hidden.value = new URLSearchParams(location.search).get(hidden.dataset.formQuery ?? '') ?? ''

  const fields = [...form.querySelectorAll<HTMLElement>('[data-form-field]')]
  const steps = [...form.querySelectorAll<HTMLElement>('[data-form-step]')]
  const submit = form.querySelector<HTMLButtonElement>('button[type=submit]')
  const status = form.querySelector<HTMLElement>('[data-form-status]')
  const alert = form.querySelector<HTMLElement>('[data-form-alert]')
  let state: StepState = startSteps(steps.length)
  let waiting = false

  // The captcha (when the form has one) comes with the reader's first touch of the form, never with the page, and
  // starts solving at once: by the time they press Send it is usually done.
  const captchaSlot = form.querySelector<HTMLElement>('[data-form-captcha]')
  let captcha: Promise<Captcha> | null = null
  const startCaptcha = () =>
    (captcha ??= import('./captcha.client').then(({ mountCaptcha }) => mountCaptcha(captchaSlot!)))
  // The captcha's promise is kept and awaited on submit, where its failure is caught.
  if (captchaSlot)
    for (const type of ['focusin', 'pointerdown'])
      form.addEventListener(type, () => void startCaptcha(), { once: true })

  const signal = (name: string, detail: unknown = null) =>
    form.dispatchEvent(new CustomEvent(name, { bubbles: true, detail }))

  function showError(element: HTMLElement, message: string | null) {
    const error = element.querySelector<HTMLElement>('.form-field__error')
    if (!error) return
    error.textContent = message ?? ''
    error.hidden = !message
    for (const control of controlsOf(element)) {
      const described = (control.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .filter((id) => id && id !== error.id)
      if (message) described.push(error.id)
      if (message) control.setAttribute('aria-invalid', 'true')
      else control.removeAttribute('aria-invalid')
      if (described.length) control.setAttribute('aria-describedby', described.join(' '))
      else control.removeAttribute('aria-describedby')
    }
  }

  /** The field's message by the browser's checks, the file limits and "at least one" of a required checkbox list. */
  function problemOf(element: HTMLElement): string | null {
    // The captcha widget's own controls are its business: it is checked when the form is sent.
    const controls = controlsOf(element).filter((control) => !control.closest('[data-form-captcha]'))
    const file = controls.find(
      (control): control is HTMLInputElement => control instanceof HTMLInputElement && control.type === 'file',
    )
    if (file?.files) {
      const tooLarge = fileSizeMessage(
        [...file.files].map((item) => item.size),
        Number(file.dataset.maxsize),
        messages,
      )
      if (tooLarge) return tooLarge
    }
    const group = element.querySelector<HTMLElement>('fieldset[data-required]')
    if (group && !controls.some((control) => control instanceof HTMLInputElement && control.checked))
      return messages.required
    for (const control of controls) {
      const message = validityMessage(control.validity, messages, {
        range: control.dataset.rangeMessage,
        wrong: control.dataset.invalidMessage,
      })
      if (message) return message
    }
    return null
  }

  /** Checks fields, marks each with its message; answers the first that has one. */
  function check(elements: HTMLElement[]): HTMLElement | null {
    let first: HTMLElement | null = null
    for (const element of elements) {
      const message = problemOf(element)
      showError(element, message)
      first ??= message ? element : null
    }
    return first
  }

  const focusField = (element: HTMLElement) => controlsOf(element)[0]?.focus()
  const fieldsOfStep = (index: number) => fields.filter((element) => steps[index]?.contains(element))

  function showStep(next: StepState) {
    state = next
    if (steps.length < 2) return
    const indicators = stepIndicators(state)
    const buttons = stepButtons(state)
    steps.forEach((step, index) => (step.hidden = index !== state.current))
    form.querySelectorAll<HTMLElement>('[data-form-indicator]').forEach((item, index) => {
      item.dataset.formIndicator = indicators[index]
      if (indicators[index] === 'active') item.setAttribute('aria-current', 'step')
      else item.removeAttribute('aria-current')
    })
    const bar = form.querySelector<HTMLElement>('[role=progressbar]')
    if (bar) {
      bar.setAttribute('aria-valuenow', String(stepProgress(state)))
      bar.firstElementChild?.setAttribute('style', `width:${stepProgress(state)}%`)
    }
    if (submit) submit.hidden = !buttons.submit
  }

  function next() {
    const invalid = check(fieldsOfStep(state.current))
    if (invalid) return focusField(invalid)
    showStep({ ...state, current: state.current + 1 })
    steps[state.current].querySelector('legend')?.scrollIntoView({ block: 'nearest' })
    const first = fieldsOfStep(state.current)[0]
    if (first) focusField(first)
  }

  if (steps.length > 1) {
    form.querySelector<HTMLElement>('[data-form-progress]')?.removeAttribute('hidden')
    form.querySelectorAll<HTMLElement>('[data-form-step-buttons]').forEach((buttons) => (buttons.hidden = false))
    showStep(state)
    form.addEventListener('click', (event) => {
      const target = event.target as HTMLElement
      if (target.closest('[data-form-next]')) next()
      else if (target.closest('[data-form-previous]')) {
        showStep(previousStep(state))
        const first = fieldsOfStep(state.current)[0]
        if (first) focusField(first)
      }
    })
    form.addEventListener('keydown', (event) => {
      const target = event.target as HTMLElement
      if (
        event.key !== 'Enter' ||
        target instanceof HTMLButtonElement ||
        !enterMeansNext(state, target instanceof HTMLTextAreaElement)
      )
        return
      event.preventDefault()
      next()
    })
  }

  // A field's message goes as soon as it is fixed, while the reader types (on leaving the field, the page would move
  // under a pointer already on its way to a button); a file too large is named as soon as it is chosen.
  const recheck = (event: Event) => {
    const element = (event.target as HTMLElement).closest<HTMLElement>('[data-form-field]')
    if (!element) return
    const message = problemOf(element)
    if ((event.target as HTMLInputElement).type === 'file' && message) {
      showError(element, message)
      signal('form:error')
    } else if (!message) showError(element, null)
  }
  form.addEventListener('input', recheck)
  form.addEventListener('change', recheck)

  function setWaiting(on: boolean) {
    waiting = on
    form.classList.toggle('builder-form--waiting', on)
    if (on) form.setAttribute('aria-busy', 'true')
    else form.removeAttribute('aria-busy')
    if (submit) submit.disabled = on
  }

  function fail(message: string, errors: Record<string, string> = {}) {
    void captcha?.then((widget) => widget.reset())
    for (const element of fields) showError(element, errors[element.dataset.formField ?? ''] ?? null)
    if (alert) alert.textContent = message
    if (steps.length > 1) {
      const stepFields = steps.map((_, index) => ({
        fieldIds: fieldsOfStep(index).map((element) => element.dataset.formField ?? ''),
      }))
      showStep(jumpToFirstError(state, stepFields, errors))
    }
    const first = fields.find((element) => Object.hasOwn(errors, element.dataset.formField ?? ''))
    if (first) focusField(first)
    signal('form:error')
  }

  const send = async (event: SubmitEvent) => {
    event.preventDefault()
    if (waiting) return
    if (status) status.textContent = ''
    if (alert) alert.textContent = ''
    const invalid = check(fields)
    if (invalid) {
      const index = steps.findIndex((step) => step.contains(invalid))
      if (index >= 0 && index !== state.current) showStep({ ...state, current: index })
      if (alert) alert.textContent = messages.error
      focusField(invalid)
      return signal('form:error')
    }
    setWaiting(true)
    try {
      const captchaField = captchaSlot?.closest<HTMLElement>('[data-form-field]')
      if (captchaField && !(await (await startCaptcha()).solved())) {
        return fail(messages.captcha, { [captchaField.dataset.formField ?? '']: messages.captcha })
      }
      // `form.action` would be the field named "action" (docs/forms.md, Submission): the attribute is the address.
      const response = await fetch(form.getAttribute('action') ?? '', {
        method: 'POST',
        body: new FormData(form),
        headers: { Accept: 'application/json' },
        credentials: 'same-origin',
      })
      const answer = readFormAnswer(await response.json().catch(() => null))
      if (!answer) return fail(messages.serverError)
      if (!answer.success) return fail(answer.message || messages.error, answer.errors)
      form.reset()
      void captcha?.then((widget) => widget.reset())
      for (const element of fields) showError(element, null)
      showStep(resetSteps(state))
      if (status) status.textContent = answer.message || messages.success
      signal('form:success', { popup: answer.popup })
      if (answer.redirectUrl) location.assign(answer.redirectUrl)
    } catch {
      fail(messages.network)
    } finally {
      setWaiting(false)
    }
  }
  // Every await of `send` is inside its try, whose catch tells the reader: nothing is left to catch.
  form.addEventListener('submit', (event) => void send(event))
}
