import type { PublicCaptcha } from '@/forms/rules/captcha-provider'
import { type FormDefinition } from '@/forms/rules/definition'
import { FORM_SUBMIT_ACTION, HONEYPOT_FIELD } from '@/forms/rules/request'
import { formSteps } from '@/forms/rules/step-list'
import { BehaviourMarker } from '@/lib/behaviour'
import { ThemePlaceholder } from '../../../widgets/ThemePlaceholder'
import { FormFieldView } from './FormFieldView'
import { vi } from '@/i18n/vi'

/** The path every form posts to (docs/forms.md, Submission: the CMS AJAX endpoint). */
export const FORM_ENDPOINT = '/wp-admin/admin-ajax.php'

type Props = {
  id: string
  definition: FormDefinition
  /** The document holding the form (`pages:12`), sent as `post_id`; none in the editor or outside a document. */
  host: string | null
  page: { url: string; title: string; postId: number | null } | null
  /** The captcha the site settings choose, for the form's captcha field. */
  captcha: PublicCaptcha
  isEditing: boolean
}

/**
 * A form as server HTML that works without script: a native multipart POST of every field (the endpoint answers a
 * page then). The behaviour module takes over where it runs: Vietnamese messages by each field, waiting state, answers
 * without leaving the page, and steps shown one at a time (without script every step shows, one after the other).
 */
export function Form({ id, definition, host, page, captcha, isEditing }: Props) {
  const fields = definition.fields.filter((field) => field.kind !== 'step')
  if (!fields.length) return isEditing ? <ThemePlaceholder text={vi.builder.empty.form} /> : <></>
  const steps = formSteps(definition.fields)
  const byId = new Map(fields.map((field) => [field.fieldId, field]))
  const multiStep = steps.length > 1
  const titleId = `${id}-title`
  return (
    <form
      className={`builder-form builder-form--align-${definition.buttonAlign}`}
      id={id}
      method="post"
      action={FORM_ENDPOINT}
      encType="multipart/form-data"
      aria-labelledby={titleId}
      data-form-messages={JSON.stringify(definition.messages)}
      data-form-steps={multiStep ? steps.length : undefined}
    >
      <h2 className="visually-hidden" id={titleId}>
        {definition.name}
      </h2>
      <input type="hidden" name="action" value={FORM_SUBMIT_ACTION} />
      <input type="hidden" name="post_id" value={host ?? ''} />
      <input type="hidden" name="form_id" value={id} />
      <input type="hidden" name="referrer" value={page?.url ?? ''} />
      <input type="hidden" name="referer_title" value={page?.title ?? ''} />
      {page?.postId ? <input type="hidden" name="queried_id" value={page.postId} /> : null}
      {multiStep && (
        <div className="form-progress" data-form-progress hidden>
          <ol className="form-progress__steps">
            {steps.map((step, index) => (
              <li
                key={index}
                className="form-progress__step"
                data-form-indicator={index === 0 ? 'active' : 'inactive'}
                aria-current={index === 0 ? 'step' : undefined}
              >
                <span className="form-progress__number" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="form-progress__label">{step.label || vi.forms.step(index + 1)}</span>
              </li>
            ))}
          </ol>
          <div
            className="form-progress__bar"
            role="progressbar"
            aria-label={vi.forms.progress}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.floor(100 / steps.length)}
          >
            <span style={{ width: `${Math.floor(100 / steps.length)}%` }} />
          </div>
        </div>
      )}
      {steps.map((step, index) => (
        <fieldset key={index} className="form-step" data-form-step={index}>
          {multiStep && <legend className="form-step__title">{step.label || vi.forms.step(index + 1)}</legend>}
          <div className="form-fields">
            {step.fieldIds.map((fieldId) => {
              const field = byId.get(fieldId)
              return field ? (
                <FormFieldView
                  key={fieldId}
                  formId={id}
                  field={field}
                  messages={definition.messages}
                  captcha={captcha}
                />
              ) : null
            })}
          </div>
          {multiStep && (
            <div className="form-step__buttons" data-form-step-buttons hidden>
              {index > 0 && (
                <button type="button" className="button button--ghost" data-form-previous>
                  {step.previousButton}
                </button>
              )}
              {index < steps.length - 1 && (
                <button type="button" className="button" data-form-next>
                  {step.nextButton}
                </button>
              )}
            </div>
          )}
        </fieldset>
      ))}
      {/* Left empty by people (hidden from view and from screen readers); robots that fill every box give themselves away. */}
      <div className="form-honeypot" aria-hidden="true">
        <label>
          {vi.forms.honeypot}
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <div className="form-actions">
        <button type="submit" className="button form-submit" disabled={isEditing || !host || undefined}>
          <span className="form-submit__spinner" aria-hidden="true" />
          <span>{definition.submitLabel}</span>
        </button>
      </div>
      <div className="form-message" role="status" data-form-status />
      <div className="form-message form-message--error" role="alert" data-form-alert />
      {!isEditing && <BehaviourMarker name="form" />}
    </form>
  )
}
