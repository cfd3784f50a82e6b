import { type CheckoutFieldMessages, checkoutFieldMessage } from '../rules/checkout-field-messages'

/**
 * The checkout's fields in the site's words, for its behaviour (checkout.behaviour.ts): a field left empty or wrong is
 * named beside it before anything is sent (the browser's own bubbles are off), its message going as soon as it is
 * fixed; the server's refusals are marked the same way.
 */

/** The checkout's form, and the site's words for its fields. */
export interface CheckoutForm {
  form: HTMLFormElement
  /** The site's words for fields left empty or wrong; null leaves the checks to the browser. */
  fieldMessages: CheckoutFieldMessages | null
}

/** The site's words for the fields, handed to the page as JSON on the form (`data-field-messages`); null without. */
export function fieldMessagesOf(form: HTMLFormElement): CheckoutFieldMessages | null {
  try {
    return JSON.parse(form.dataset.fieldMessages ?? '') as CheckoutFieldMessages | null
  } catch {
    // Without its words the form keeps the browser's own checks.
    return null
  }
}

/** The browser's findings on the form's fields, in the site's words: field name → message (empty when all is well). */
function browserProblems({ form, fieldMessages }: CheckoutForm): Record<string, string> {
  const problems: Record<string, string> = {}
  for (const control of form.elements) {
    if (
      !(
        control instanceof HTMLInputElement ||
        control instanceof HTMLSelectElement ||
        control instanceof HTMLTextAreaElement
      ) ||
      !control.willValidate
    )
      continue
    const message =
      fieldMessages && !(control.name in problems)
        ? checkoutFieldMessage(control.name, control.validity, fieldMessages)
        : null
    if (message) problems[control.name] = message
  }
  return problems
}

/** Marks what the browser finds wrong; whether the form may be sent. */
export function checkFields(checkout: CheckoutForm): boolean {
  if (!checkout.fieldMessages) return checkout.form.reportValidity()
  const problems = browserProblems(checkout)
  markErrors(checkout.form, problems)
  return Object.keys(problems).length === 0
}

/** A field typed in or changed: its message goes as soon as the field is fixed. */
export function fieldChanged(checkout: CheckoutForm, event: Event) {
  const control = event.target as HTMLInputElement
  const shown = shownControl(control)
  if (!checkout.fieldMessages || shown.getAttribute('aria-invalid') !== 'true' || !control.validity.valid) return
  unmark(shown)
}

/** What the reader sees of a control: itself, or the box standing in for a hidden one (the commune's search box). */
function shownControl(field: HTMLElement): HTMLElement {
  const id = field.dataset.shownBy
  return (id && field.ownerDocument.getElementById(id)) || field
}

/** A field's descriptions other than its error note (the commune box's hint). */
const otherDescriptions = (field: Element) =>
  (field.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id && !id.endsWith('-error'))

/** Takes a field's mark and message away (the note by its id, wherever it was put), keeping its other descriptions. */
function unmark(field: Element) {
  for (const id of (field.getAttribute('aria-describedby') ?? '').split(' '))
    if (id.endsWith('-error')) field.ownerDocument.getElementById(id)?.remove()
  field.removeAttribute('aria-invalid')
  const others = otherDescriptions(field)
  if (others.length) field.setAttribute('aria-describedby', others.join(' '))
  else field.removeAttribute('aria-describedby')
}

/** Marks the fields refused (and clears the marks of the others), each with its message under it; focuses the first. */
export function markErrors(form: HTMLFormElement, errors: Record<string, string>) {
  for (const old of form.querySelectorAll('.checkout-field__error')) old.remove()
  for (const field of form.querySelectorAll<HTMLElement>('[aria-invalid="true"]')) unmark(field)
  let first: HTMLElement | null = null
  for (const [name, message] of Object.entries(errors)) {
    const field = form.elements.namedItem(name)
    if (!(field instanceof HTMLElement)) continue
    const note = document.createElement('p')
    note.className = 'checkout-field__error'
    note.id = `${name}-error`
    note.textContent = message
    const shown = shownControl(field)
    shown.setAttribute('aria-invalid', 'true')
    shown.setAttribute('aria-describedby', [note.id, ...otherDescriptions(shown)].join(' '))
    field.insertAdjacentElement('afterend', note)
    first ??= shown
  }
  first?.focus()
}
