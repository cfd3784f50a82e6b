import { vi } from '@/i18n/vi'
import type { FormField } from './definition'

/** The steps a form's definition makes, for the server's render (the browser reads them from the page). */

/** One step (docs/forms.md, Multi-step form): read from its step field, with the ids of the fields it shows. */
export interface FormStep {
  label: string
  previousButton: string
  nextButton: string
  iconUrl: string
  iconLibrary: string
  icon: string
  fieldIds: string[]
}

/**
 * A step field starts a new step holding the fields after it. Fields before the first step field make a step of
 * their own, unnamed, so splitting a form means adding one step field where the second part begins; a step left
 * without fields is dropped. A form without step fields is one step.
 */
export function formSteps(fields: readonly FormField[]): FormStep[] {
  const steps: FormStep[] = [
    {
      label: '',
      previousButton: vi.forms.previous,
      nextButton: vi.forms.next,
      iconUrl: '',
      iconLibrary: '',
      icon: '',
      fieldIds: [],
    },
  ]
  for (const field of fields) {
    if (field.kind === 'step') {
      const { label, previousButton, nextButton, iconUrl, iconLibrary, icon } = field
      steps.push({ label, previousButton, nextButton, iconUrl, iconLibrary, icon, fieldIds: [] })
    } else steps[steps.length - 1].fieldIds.push(field.fieldId)
  }
  const filled = steps.filter((step) => step.fieldIds.length > 0)
  return filled.length ? filled : steps.slice(0, 1)
}
