/**
 * The multi-step form (docs/forms.md, Multi-step form): the moves between steps, as
 * pure functions over a plain state, for the browser's behaviour. Nothing else imported, so its bundle stays small
 * (the steps a definition makes are in step-list.ts).
 */

/** A step as the moves see it: the ids of the fields it shows. */
type StepFields = { readonly fieldIds: readonly string[] }

/** Where a reader is: `current` counts from 0 (docs/forms.md, Multi-step form: it starts at 0) among `total` steps. */
export interface StepState {
  current: number
  total: number
}

export type StepIndicator = 'inactive' | 'active' | 'completed'

export function startSteps(total: number): StepState {
  return { current: 0, total: Math.max(1, Math.floor(total)) }
}

/** The state kept within its steps, whatever it was given. */
function within(state: StepState, current: number): StepState {
  return { ...state, current: Math.min(Math.max(0, Math.floor(current)), state.total - 1) }
}

/** Steps before the current one are completed, the current one active, the later ones inactive. */
export function stepIndicators(state: StepState): StepIndicator[] {
  return Array.from({ length: state.total }, (_, index) =>
    index < state.current ? 'completed' : index === state.current ? 'active' : 'inactive',
  )
}

/** The progress bar's value: floor((current + 1) / total · 100) %. */
export function stepProgress(state: StepState): number {
  return Math.floor(((state.current + 1) / state.total) * 100)
}

/** Step 0 shows Next only, middle steps Previous and Next, the last Previous and Submit (a single step: Submit). */
export function stepButtons(state: StepState): { previous: boolean; next: boolean; submit: boolean } {
  const last = state.current === state.total - 1
  return { previous: state.current > 0, next: !last, submit: last }
}

/** Enter means Next, except inside a textarea (a new line) and on the last step (where it submits). */
export function enterMeansNext(state: StepState, inTextarea: boolean): boolean {
  return !inTextarea && state.current < state.total - 1
}

/**
 * Next, allowed only when every field of the current step passes `isValid` (the browser: native validity). Refused,
 * it names the first invalid field, for the behaviour to report (reportValidity) and focus.
 */
export function nextStep(
  state: StepState,
  steps: readonly StepFields[],
  isValid: (fieldId: string) => boolean,
): { state: StepState; invalidFieldId: string | null } {
  const invalidFieldId = steps[state.current]?.fieldIds.find((fieldId) => !isValid(fieldId)) ?? null
  return { state: invalidFieldId === null ? within(state, state.current + 1) : state, invalidFieldId }
}

/** Previous is always allowed (and does nothing on the first step). */
export function previousStep(state: StepState): StepState {
  return within(state, state.current - 1)
}

/** After a successful submit the form starts again at step 0. */
export function resetSteps(state: StepState): StepState {
  return within(state, 0)
}

/**
 * After the server refused fields (`data.errors`), the step holding the first of them in the form's order (the
 * original followed the answer's order instead: a bug). Errors on no field of the form leave the reader where they are.
 */
export function jumpToFirstError(
  state: StepState,
  steps: readonly StepFields[],
  errors: Readonly<Record<string, string>>,
): StepState {
  const index = steps.findIndex((step) => step.fieldIds.some((fieldId) => Object.hasOwn(errors, fieldId)))
  return index < 0 ? state : within(state, index)
}
