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

/**
 * The form widget's behaviour (docs/forms.md, States and Multi-step form): Vietnamese messages by each
 * field, steps one at a time, and the submission sent without leaving the page. Waiting: a second submit is ignored,
 * the button is disabled with a spinner, the form dimmed. It signals `form:success` and `form:error` on the form.
 */

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

const controlsOf = (element: ParentNode) => [...element.querySelectorAll<Control>('input, select, textarea')]

/** A form widget on the page: its parts, its messages, and where the reader is in it. */
interface FormOnPage {
  form: HTMLFormElement
  messages: FormMessages
  /** Each field's wrapper (`data-form-field` holds its id). */
  fields: HTMLElement[]
  steps: HTMLElement[]
  submit: HTMLButtonElement | null
  status: HTMLElement | null
  alert: HTMLElement | null
  captchaSlot: HTMLElement | null
  /** The step shown (a form without steps has one). */
  step: StepState
  /** Whether a submission is on its way (a second submit is ignored). */
  waiting: boolean
  /** The captcha, once the reader has touched the form. */
  captcha: Promise<Captcha> | null
}

/** The messages the server wrote into the form, or undefined when they cannot be read (the form is then left alone). */
function readMessages(form: HTMLFormElement): FormMessages | undefined {
  try {
    return JSON.parse(form.dataset.formMessages ?? '')
  } catch {
    return undefined
  }
}

/** Fills the form's hidden fields from the address of the page. */
function fillHiddenFields(form: HTMLFormElement): void {
  const field = (name: string) => form.querySelector<HTMLInputElement>(`input[type=hidden][name="${name}"]`)
  // The page as the reader has it (with its query), and hidden fields that take a query parameter.
  const referrer = field('referrer')
  if (referrer) referrer.value = location.href
  for (const hidden of form.querySelectorAll<HTMLInputElement>('[data-form-query]'))
    hidden.value = new URLSearchParams(location.search).get(hidden.dataset.formQuery ?? '') ?? ''
}

/** The captcha, loaded and solving from the first call on (the same promise after that). */
function startCaptcha(page: FormOnPage): Promise<Captcha> {
  return (page.captcha ??= import('./captcha.client').then(({ mountCaptcha }) => mountCaptcha(page.captchaSlot!)))
}

/** Tells the page about the form (`form:success`, `form:error`), on the form. */
function signal(page: FormOnPage, name: string, detail: unknown = null): boolean {
  return page.form.dispatchEvent(new CustomEvent(name, { bubbles: true, detail }))
}

/** Shows a field's message (or none) and points its controls to it. */
function showError(element: HTMLElement, message: string | null): void {
  const error = element.querySelector<HTMLElement>('.form-field__error')
  if (!error) return
  error.textContent = message ?? ''
  error.hidden = !message
  for (const control of controlsOf(element)) {
    const described = (control.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id && id !== error.id)
    if (message) described.push(error.id)
    if (message) control.setAttribute('aria-invalid', 'true')
    else control.removeAttribute('aria-invalid')
    if (described.length) control.setAttribute('aria-describedby', described.join(' '))
    else control.removeAttribute('aria-describedby')
  }
}

/** The field's message by the browser's checks, the file limits and "at least one" of a required checkbox list. */
function problemOf({ messages }: FormOnPage, element: HTMLElement): string | null {
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
function check(page: FormOnPage, elements: HTMLElement[]): HTMLElement | null {
  let first: HTMLElement | null = null
  for (const element of elements) {
    const message = problemOf(page, element)
    showError(element, message)
    first ??= message ? element : null
  }
  return first
}

/** Puts the reader in a field's first control. */
function focusField(element: HTMLElement): void {
  controlsOf(element)[0]?.focus()
}

/** The fields of one step. */
function fieldsOfStep({ fields, steps }: FormOnPage, index: number): HTMLElement[] {
  return fields.filter((element) => steps[index]?.contains(element))
}

/** Shows a form of several steps: its progress, its step buttons and its first step. */
function showStepControls(page: FormOnPage): void {
  page.form.querySelector<HTMLElement>('[data-form-progress]')?.removeAttribute('hidden')
  page.form.querySelectorAll<HTMLElement>('[data-form-step-buttons]').forEach((buttons) => (buttons.hidden = false))
  showStep(page, page.step)
}

/** Moves to a step: shows it alone, with its indicators, progress and buttons. */
function showStep(page: FormOnPage, next: StepState): void {
  page.step = next
  const { form, steps, submit, step: state } = page
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

/** Next: checks this step's fields, then shows the next step with its first field focused. */
function next(page: FormOnPage): void {
  const invalid = check(page, fieldsOfStep(page, page.step.current))
  if (invalid) return focusField(invalid)
  showStep(page, { ...page.step, current: page.step.current + 1 })
  page.steps[page.step.current].querySelector('legend')?.scrollIntoView({ block: 'nearest' })
  const first = fieldsOfStep(page, page.step.current)[0]
  if (first) focusField(first)
}

/** A click on Next or Previous. */
function onStepClick(page: FormOnPage, event: MouseEvent): void {
  const target = event.target as HTMLElement
  if (target.closest('[data-form-next]')) next(page)
  else if (target.closest('[data-form-previous]')) {
    showStep(page, previousStep(page.step))
    const first = fieldsOfStep(page, page.step.current)[0]
    if (first) focusField(first)
  }
}

/** Enter in a field of a step before the last means Next. */
function onStepEnter(page: FormOnPage, event: KeyboardEvent): void {
  const target = event.target as HTMLElement
  if (
    event.key !== 'Enter' ||
    target instanceof HTMLButtonElement ||
    !enterMeansNext(page.step, target instanceof HTMLTextAreaElement)
  )
    return
  event.preventDefault()
  next(page)
}

/** The reader changed a field: its message goes once it is fixed; a file too large is named at once. */
function recheck(page: FormOnPage, event: Event): void {
  const element = (event.target as HTMLElement).closest<HTMLElement>('[data-form-field]')
  if (!element) return
  const message = problemOf(page, element)
  if ((event.target as HTMLInputElement).type === 'file' && message) {
    showError(element, message)
    signal(page, 'form:error')
  } else if (!message) showError(element, null)
}

/** Marks the form as waiting for its answer (dimmed, busy, its button disabled), or no longer. */
function setWaiting(page: FormOnPage, on: boolean): void {
  page.waiting = on
  page.form.classList.toggle('builder-form--waiting', on)
  if (on) page.form.setAttribute('aria-busy', 'true')
  else page.form.removeAttribute('aria-busy')
  if (page.submit) page.submit.disabled = on
}

/** The submission failed: the message, each field's own, the step of the first and focus on it. */
function fail(page: FormOnPage, message: string, errors: Record<string, string> = {}): void {
  void page.captcha?.then((widget) => widget.reset())
  for (const element of page.fields) showError(element, errors[element.dataset.formField ?? ''] ?? null)
  if (page.alert) page.alert.textContent = message
  if (page.steps.length > 1) {
    const stepFields = page.steps.map((_, index) => ({
      fieldIds: fieldsOfStep(page, index).map((element) => element.dataset.formField ?? ''),
    }))
    showStep(page, jumpToFirstError(page.step, stepFields, errors))
  }
  const first = page.fields.find((element) => Object.hasOwn(errors, element.dataset.formField ?? ''))
  if (first) focusField(first)
  signal(page, 'form:error')
}

/** Submit: checks every field, waits for the captcha, sends the form and shows the answer. */
async function send(page: FormOnPage, event: SubmitEvent): Promise<void> {
  const { form, messages, steps, status, alert } = page
  event.preventDefault()
  if (page.waiting) return
  if (status) status.textContent = ''
  if (alert) alert.textContent = ''
  const invalid = check(page, page.fields)
  if (invalid) {
    const index = steps.findIndex((step) => step.contains(invalid))
    if (index >= 0 && index !== page.step.current) showStep(page, { ...page.step, current: index })
    if (alert) alert.textContent = messages.error
    focusField(invalid)
    return void signal(page, 'form:error')
  }
  setWaiting(page, true)
  try {
    const captchaField = page.captchaSlot?.closest<HTMLElement>('[data-form-field]')
    if (captchaField && !(await (await startCaptcha(page)).solved())) {
      return fail(page, messages.captcha, { [captchaField.dataset.formField ?? '']: messages.captcha })
    }
    // `form.action` would be the field named "action" (docs/forms.md, Submission): the attribute is the address.
    const response = await fetch(form.getAttribute('action') ?? '', {
      method: 'POST',
      body: new FormData(form),
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    })
    const answer = readFormAnswer(await response.json().catch(() => null))
    if (!answer) return fail(page, messages.serverError)
    if (!answer.success) return fail(page, answer.message || messages.error, answer.errors)
    form.reset()
    void page.captcha?.then((widget) => widget.reset())
    for (const element of page.fields) showError(element, null)
    showStep(page, resetSteps(page.step))
    if (status) status.textContent = answer.message || messages.success
    signal(page, 'form:success', { popup: answer.popup })
    if (answer.redirectUrl) location.assign(answer.redirectUrl)
  } catch {
    fail(page, messages.network)
  } finally {
    setWaiting(page, false)
  }
}

/** Starts the form widget around `marker`; a form whose messages cannot be read is left as the browser has it. */
export default function start(marker: HTMLElement): void {
  const form = marker.closest('form')
  if (!form) return
  const messages = readMessages(form)
  if (messages === undefined) return
  form.noValidate = true
  fillHiddenFields(form)
  const steps = [...form.querySelectorAll<HTMLElement>('[data-form-step]')]
  const page: FormOnPage = {
    form,
    messages,
    fields: [...form.querySelectorAll<HTMLElement>('[data-form-field]')],
    steps,
    submit: form.querySelector<HTMLButtonElement>('button[type=submit]'),
    status: form.querySelector<HTMLElement>('[data-form-status]'),
    alert: form.querySelector<HTMLElement>('[data-form-alert]'),
    captchaSlot: form.querySelector<HTMLElement>('[data-form-captcha]'),
    step: startSteps(steps.length),
    waiting: false,
    captcha: null,
  }
  // The captcha (when the form has one) comes with the reader's first touch of the form, never with the page, and
  // starts solving at once: by the time they press Send it is usually done.
  // The captcha's promise is kept and awaited on submit, where its failure is caught.
  if (page.captchaSlot)
    for (const type of ['focusin', 'pointerdown'])
      form.addEventListener(type, () => void startCaptcha(page), { once: true })
  if (steps.length > 1) {
    showStepControls(page)
    form.addEventListener('click', (event) => onStepClick(page, event))
    form.addEventListener('keydown', (event) => onStepEnter(page, event))
  }
  // A field's message goes as soon as it is fixed, while the reader types (on leaving the field, the page would move
  // under a pointer already on its way to a button); a file too large is named as soon as it is chosen.
  form.addEventListener('input', (event) => recheck(page, event))
  form.addEventListener('change', (event) => recheck(page, event))
  // Every await of `send` is inside its try, whose catch tells the reader: nothing is left to catch.
  form.addEventListener('submit', (event) => void send(page, event))
}
