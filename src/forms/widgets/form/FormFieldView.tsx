import type { ReactNode } from 'react'
import { type FormField, type FormMessages, UPLOAD_TYPES, type UploadType } from '@/forms/rules/definition'
import type { PublicCaptcha } from '@/forms/rules/captcha-provider'
import { rangeMessage } from '@/forms/rules/validate'
import { vi } from '@/i18n/vi'
import { cleanHtml } from '@/lib/sanitize-html'
import { CaptchaField } from './CaptchaField'

/** The `accept` list of an upload: each allowed type's extensions (what file pickers filter on) and MIME types. */
const EXTENSIONS: Record<UploadType, string[]> = {
  jpg: ['.jpg', '.jpeg'],
  png: ['.png'],
  webp: ['.webp'],
  gif: ['.gif'],
  heic: ['.heic', '.heif'],
  pdf: ['.pdf'],
  docx: ['.docx'],
  xlsx: ['.xlsx'],
  mp4: ['.mp4'],
  mov: ['.mov'],
}
const accept = (types: UploadType[]) => types.flatMap((type) => [...EXTENSIONS[type], ...UPLOAD_TYPES[type]]).join(',')

/** The ids of a field's parts, unique on the page: the form's block id, then the field id. */
export function fieldIds(formId: string, fieldId: string) {
  const base = `${formId}-${fieldId}`
  return { input: base, help: `${base}-help`, error: `${base}-error` }
}

/** The multipart name of a field: one value, or a list (`[]`) for checkbox lists, multiple selects and files. */
const nameOf = (fieldId: string, list: boolean) => `form_fields[${fieldId}]${list ? '[]' : ''}`

/** Comma-separated defaults of a list field. */
const defaults = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)

type Props = { formId: string; field: FormField; messages: FormMessages; captcha: PublicCaptcha }

/**
 * One field of a form as plain HTML that works without script: native types, `required`, bounds and `accept`, so the
 * browser checks what it can before sending. The help text and the (script-filled) error are tied to the control.
 */
export function FormFieldView({ formId, field, messages, captcha }: Props) {
  const ids = fieldIds(formId, field.fieldId)
  const describedBy = field.help ? ids.help : undefined
  const common = { id: ids.input, required: field.required || undefined, 'aria-describedby': describedBy }
  const { desktop, tablet, mobile } = field.width
  const wrap = (control: ReactNode, grouped = false) => (
    <div
      className={`form-field form-field--${field.kind} form-field--d${desktop} form-field--t${tablet} form-field--m${mobile}`}
      data-form-field={field.fieldId}
    >
      {grouped ? (
        control
      ) : (
        <>
          {field.label && (
            <label className="form-field__label" htmlFor={ids.input}>
              {field.label}
              {field.required && <Required />}
            </label>
          )}
          {control}
        </>
      )}
      {field.help && (
        <p className="form-field__help" id={ids.help}>
          {field.help}
        </p>
      )}
      <p className="form-field__error" id={ids.error} hidden />
    </div>
  )
  switch (field.kind) {
    case 'text':
    case 'email':
    case 'tel':
    case 'url': {
      const autoComplete =
        field.kind === 'email' ? 'email' : field.kind === 'tel' ? 'tel' : field.kind === 'url' ? 'url' : undefined
      return wrap(
        <input
          {...common}
          className="form-field__input"
          type={field.kind}
          name={nameOf(field.fieldId, false)}
          placeholder={field.placeholder || undefined}
          defaultValue={field.defaultValue || undefined}
          maxLength={field.maxLength}
          autoComplete={autoComplete}
          inputMode={field.kind === 'tel' ? 'tel' : undefined}
          data-invalid-message={field.kind === 'text' ? undefined : vi.forms.wrong[field.kind]}
        />,
      )
    }
    case 'textarea':
      return wrap(
        <textarea
          {...common}
          className="form-field__input"
          name={nameOf(field.fieldId, false)}
          placeholder={field.placeholder || undefined}
          defaultValue={field.defaultValue || undefined}
          maxLength={field.maxLength}
          rows={5}
        />,
      )
    case 'number':
      return wrap(
        <input
          {...common}
          className="form-field__input"
          type="number"
          name={nameOf(field.fieldId, false)}
          placeholder={field.placeholder || undefined}
          defaultValue={field.defaultValue || undefined}
          min={field.min ?? undefined}
          max={field.max ?? undefined}
          step={field.step ?? 'any'}
          inputMode="decimal"
          data-range-message={rangeMessage(field) ?? undefined}
          data-invalid-message={vi.forms.wrong.number}
        />,
      )
    case 'date':
    case 'time':
      return wrap(
        <input
          {...common}
          className="form-field__input"
          type={field.kind}
          name={nameOf(field.fieldId, false)}
          defaultValue={field.defaultValue || undefined}
          min={field.min || undefined}
          max={field.max || undefined}
          data-range-message={rangeMessage(field) ?? undefined}
          data-invalid-message={vi.forms.wrong[field.kind]}
        />,
      )
    case 'select':
      return wrap(
        <select
          {...common}
          className="form-field__input"
          name={nameOf(field.fieldId, field.multiple)}
          multiple={field.multiple || undefined}
          defaultValue={field.multiple ? defaults(field.defaultValue) : field.defaultValue}
        >
          {!field.multiple && <option value="">{field.placeholder || vi.forms.choose}</option>}
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>,
      )
    case 'radio':
    case 'checkbox': {
      const chosen = new Set(defaults(field.defaultValue))
      return wrap(
        <fieldset
          className="form-field__choices"
          aria-describedby={describedBy}
          data-required={field.required || undefined}
        >
          <legend className="form-field__label">
            {field.label}
            {field.required && <Required />}
          </legend>
          {field.options.map((option, index) => (
            <label key={option.value} className="form-field__choice">
              <input
                type={field.kind}
                name={nameOf(field.fieldId, field.kind === 'checkbox')}
                value={option.value}
                defaultChecked={chosen.has(option.value)}
                // One radio of a required group carries `required`; a checkbox list is checked by the script and the server.
                required={field.kind === 'radio' && field.required && index === 0 ? true : undefined}
                id={index === 0 ? ids.input : undefined}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </fieldset>,
        true,
      )
    }
    case 'acceptance':
      return wrap(
        <label className="form-field__choice form-field__choice--acceptance">
          <input
            {...common}
            type="checkbox"
            name={nameOf(field.fieldId, false)}
            value="on"
            defaultChecked={field.checkedByDefault}
          />
          <span>
            {field.text || field.label}
            <Required />
          </span>
        </label>,
        true,
      )
    case 'upload':
      return wrap(
        <input
          {...common}
          className="form-field__input form-field__input--file"
          type="file"
          name={nameOf(field.fieldId, true)}
          multiple={field.multiple || undefined}
          accept={accept(field.allowedTypes)}
          data-maxsize={field.maxSizeMb}
          data-maxfiles={field.maxFiles}
          data-size-message={messages.fileTooLarge}
        />,
      )
    case 'hidden':
      return (
        <input
          type="hidden"
          name={nameOf(field.fieldId, false)}
          defaultValue={field.source === 'fixed' ? field.defaultValue : ''}
          data-form-query={field.source === 'queryParameter' ? field.parameter : undefined}
        />
      )
    case 'html':
      return (
        <div
          className="form-field form-field--html form-field--d100 rich-text"
          dangerouslySetInnerHTML={{ __html: cleanHtml(field.html) }}
        />
      )
    case 'captcha':
      return <CaptchaField fieldId={field.fieldId} label={field.label} errorId={ids.error} captcha={captcha} />
    case 'step':
      return null
  }
}

/** The mark of a required field; screen readers hear "required" from the control itself. */
function Required() {
  return (
    <span className="form-field__required" aria-hidden="true">
      {' '}
      *
    </span>
  )
}
