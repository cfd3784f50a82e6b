import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseDefinition } from './definition'
import { formSteps } from './step-list'
import {
  enterMeansNext,
  jumpToFirstError,
  nextStep,
  previousStep,
  resetSteps,
  startSteps,
  type StepState,
  stepButtons,
  stepIndicators,
  stepProgress,
} from './steps'

const fieldsOf = (fields: Record<string, unknown>[]) => parseDefinition({ fields }).fields

/** The seeded "Đăng ký tư vấn chọn điện thoại": needs, budget, appointment. */
const consultation = formSteps(
  fieldsOf([
    { kind: 'step', fieldId: 'needs', label: 'Nhu cầu', icon: 'phone', iconLibrary: 'builtin' },
    { kind: 'checkbox', fieldId: 'uses', options: [{ label: 'Chụp ảnh' }, { label: 'Chơi game' }], required: true },
    { kind: 'textarea', fieldId: 'details' },
    { kind: 'step', fieldId: 'budget_step', label: 'Ngân sách', previousButton: 'Trở lại', nextButton: 'Tiếp' },
    { kind: 'number', fieldId: 'budget', min: 1000000, step: 500000, required: true },
    { kind: 'step', fieldId: 'when', label: 'Lịch hẹn' },
    { kind: 'date', fieldId: 'day', required: true },
    { kind: 'time', fieldId: 'hour', required: true },
    { kind: 'captcha', fieldId: 'captcha' },
  ]),
)

describe('formSteps', () => {
  it('starts a step at each step field, with the settings the spec names', () => {
    expect(consultation).toEqual([
      {
        label: 'Nhu cầu',
        previousButton: 'Quay lại',
        nextButton: 'Tiếp theo',
        iconUrl: '',
        iconLibrary: 'builtin',
        icon: 'phone',
        fieldIds: ['uses', 'details'],
      },
      {
        label: 'Ngân sách',
        previousButton: 'Trở lại',
        nextButton: 'Tiếp',
        iconUrl: '',
        iconLibrary: '',
        icon: '',
        fieldIds: ['budget'],
      },
      {
        label: 'Lịch hẹn',
        previousButton: 'Quay lại',
        nextButton: 'Tiếp theo',
        iconUrl: '',
        iconLibrary: '',
        icon: '',
        fieldIds: ['day', 'hour', 'captcha'],
      },
    ])
  })

  it('puts fields before the first step field in a step of their own, and drops empty steps', () => {
    const steps = formSteps(
      fieldsOf([
        { kind: 'text', fieldId: 'name' },
        { kind: 'step', fieldId: 's1', label: 'Trống' },
        { kind: 'step', fieldId: 's2', label: 'Liên hệ' },
        { kind: 'email', fieldId: 'email' },
        { kind: 'step', fieldId: 's3', label: 'Cuối, trống' },
      ]),
    )
    expect(steps.map((step) => [step.label, step.fieldIds])).toEqual([
      ['', ['name']],
      ['Liên hệ', ['email']],
    ])
  })

  it('makes one step of a form without step fields, or without fields', () => {
    expect(
      formSteps(
        fieldsOf([
          { kind: 'text', fieldId: 'a' },
          { kind: 'html', fieldId: 'b' },
        ]),
      ).map((step) => step.fieldIds),
    ).toEqual([['a', 'b']])
    expect(formSteps([]).map((step) => step.fieldIds)).toEqual([[]])
  })
})

describe('moving between steps', () => {
  const valid = () => true

  it('starts at step 0 with Next only, Previous and Next in the middle, Previous and Submit last', () => {
    const first = startSteps(3)
    expect(first).toEqual({ current: 0, total: 3 })
    expect(stepButtons(first)).toEqual({ previous: false, next: true, submit: false })
    expect(stepButtons({ current: 1, total: 3 })).toEqual({ previous: true, next: true, submit: false })
    expect(stepButtons({ current: 2, total: 3 })).toEqual({ previous: true, next: false, submit: true })
    expect(stepButtons(startSteps(1))).toEqual({ previous: false, next: false, submit: true })
  })

  it('blocks Next while a field of the current step is invalid, naming the first', () => {
    const invalid = new Set(['details', 'uses'])
    expect(nextStep(startSteps(3), consultation, (id) => !invalid.has(id))).toEqual({
      state: { current: 0, total: 3 },
      invalidFieldId: 'uses',
    })
    // Only the current step's fields count.
    expect(nextStep(startSteps(3), consultation, (id) => id !== 'budget')).toEqual({
      state: { current: 1, total: 3 },
      invalidFieldId: null,
    })
    expect(nextStep({ current: 2, total: 3 }, consultation, valid)).toEqual({
      state: { current: 2, total: 3 },
      invalidFieldId: null,
    })
  })

  it('always allows Previous, which stops at step 0', () => {
    expect(previousStep({ current: 2, total: 3 })).toEqual({ current: 1, total: 3 })
    expect(previousStep(startSteps(3))).toEqual({ current: 0, total: 3 })
  })

  it('treats Enter as Next except in a textarea and on the last step', () => {
    expect(enterMeansNext(startSteps(3), false)).toBe(true)
    expect(enterMeansNext(startSteps(3), true)).toBe(false)
    expect(enterMeansNext({ current: 2, total: 3 }, false)).toBe(false)
    expect(enterMeansNext(startSteps(1), false)).toBe(false)
  })

  it('shows completed, active and inactive indicators, and floor((current + 1) / total · 100) % progress', () => {
    expect(stepIndicators(startSteps(3))).toEqual(['active', 'inactive', 'inactive'])
    expect(stepIndicators({ current: 1, total: 3 })).toEqual(['completed', 'active', 'inactive'])
    expect(stepIndicators({ current: 2, total: 3 })).toEqual(['completed', 'completed', 'active'])
    expect([0, 1, 2].map((current) => stepProgress({ current, total: 3 }))).toEqual([33, 66, 100])
  })

  it('goes back to step 0 after a submit', () => {
    expect(resetSteps({ current: 2, total: 3 })).toEqual({ current: 0, total: 3 })
  })

  it("jumps to the step of the first erroneous field in the form's order, not the answer's", () => {
    const last = { current: 2, total: 3 }
    expect(jumpToFirstError(last, consultation, { hour: 'x', budget: 'y' })).toEqual({ current: 1, total: 3 })
    expect(jumpToFirstError(last, consultation, { day: 'x', details: 'y' })).toEqual({ current: 0, total: 3 })
    expect(jumpToFirstError(last, consultation, { unknown: 'x' })).toEqual(last)
    expect(jumpToFirstError(last, consultation, JSON.parse('{"constructor": "x"}'))).toEqual(last)
  })
})

type Move =
  { kind: 'next'; valid: boolean } | { kind: 'previous' } | { kind: 'reset' } | { kind: 'error'; fieldId: string }

const moves = (fieldIds: string[]) =>
  fc.array(
    fc.oneof(
      fc.record({ kind: fc.constant('next' as const), valid: fc.boolean() }),
      fc.constant({ kind: 'previous' as const }),
      fc.constant({ kind: 'reset' as const }),
      fc.record({ kind: fc.constant('error' as const), fieldId: fc.constantFrom(...fieldIds, 'unknown') }),
    ),
    { maxLength: 30 },
  )

/** Forms of 1–6 steps, each with 1–4 fields. */
const stepCounts = fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 6 })
const formOf = (counts: number[]) =>
  formSteps(
    fieldsOf(
      counts.flatMap((count, step) => [
        { kind: 'step', fieldId: `s${step}` },
        ...Array.from({ length: count }, (_, index) => ({ kind: 'text', fieldId: `f${step}_${index}` })),
      ]),
    ),
  )

function apply(state: StepState, move: Move, steps: ReturnType<typeof formSteps>): StepState {
  if (move.kind === 'next') return nextStep(state, steps, () => move.valid).state
  if (move.kind === 'previous') return previousStep(state)
  if (move.kind === 'reset') return resetSteps(state)
  return jumpToFirstError(state, steps, { [move.fieldId]: 'Lỗi' })
}

describe('the step machine, under any moves', () => {
  it('stays within its steps, completed exactly before the active one', () => {
    fc.assert(
      fc.property(
        stepCounts.chain((counts) =>
          fc.tuple(
            fc.constant(formOf(counts)),
            moves(counts.flatMap((count, step) => Array.from({ length: count }, (_, index) => `f${step}_${index}`))),
          ),
        ),
        ([steps, sequence]) => {
          let state = startSteps(steps.length)
          for (const move of sequence) {
            state = apply(state, move, steps)
            expect(state.current).toBeGreaterThanOrEqual(0)
            expect(state.current).toBeLessThan(steps.length)
            const indicators = stepIndicators(state)
            expect(indicators.filter((indicator) => indicator === 'active')).toHaveLength(1)
            indicators.forEach((indicator, index) => expect(indicator === 'completed').toBe(index < state.current))
            if (move.kind === 'error' && move.fieldId !== 'unknown')
              expect(steps[state.current].fieldIds).toContain(move.fieldId)
          }
        },
      ),
    )
  })

  it('never lowers progress on Next, and reaches 100 % on the last step', () => {
    fc.assert(
      fc.property(stepCounts, fc.array(fc.boolean(), { maxLength: 12 }), (counts, validity) => {
        const steps = formOf(counts)
        let state = startSteps(steps.length)
        for (const valid of validity) {
          const next = nextStep(state, steps, () => valid).state
          expect(stepProgress(next)).toBeGreaterThanOrEqual(stepProgress(state))
          expect(next.current - state.current).toBe(valid && state.current < steps.length - 1 ? 1 : 0)
          state = next
        }
        expect(stepProgress({ current: steps.length - 1, total: steps.length })).toBe(100)
      }),
    )
  })
})
