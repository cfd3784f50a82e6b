/** Elementor Pro's form as our Form block: its fields with their kinds, steps, messages and actions (docs/import.md). */

import { vi } from '@/i18n/vi'
import type { Conversion } from '../conversion'
import { items, number, plainText, strings, text, yes, type Settings } from '../read'
import type { WidgetConverter } from './types'

/** Our field kind for Elementor's field type; null for the honeypot (our forms guard themselves). */
const KINDS: Record<string, string | null> = {
  text: 'text',
  email: 'email',
  textarea: 'textarea',
  url: 'url',
  tel: 'tel',
  number: 'number',
  select: 'select',
  radio: 'radio',
  checkbox: 'checkbox',
  acceptance: 'acceptance',
  date: 'date',
  time: 'time',
  upload: 'upload',
  hidden: 'hidden',
  html: 'html',
  step: 'step',
  recaptcha: 'captcha',
  recaptcha_v3: 'captcha',
  honeypot: null,
  password: 'text',
}

const WIDTHS = [100, 50, 33, 25]
const UPLOAD_TYPES = ['jpg', 'jpeg', 'png', 'webp', 'gif', 'heic', 'pdf', 'doc', 'docx', 'xls', 'xlsx', 'zip', 'txt']

/** Our nearest field width (100, 50, 33 or 25 %) for Elementor's percentage. */
function width(value: unknown, fallback: number): number {
  const percent = number(value, fallback, 1, 100)
  return WIDTHS.reduce((best, option) => (Math.abs(option - percent) < Math.abs(best - percent) ? option : best))
}

/** Elementor's options, one a line, `Nhãn|giá-trị` or just the label. */
function options(value: unknown) {
  return text(value, 20_000)
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 100)
    .map((line) => {
      const [label, value = ''] = line.split('|')
      return { label: label.trim().slice(0, 200), value: value.trim().slice(0, 200) }
    })
}

/** Elementor's mail shortcodes (`[field id="ten"]`) as ours (`[ten]`). */
const mailText = (value: unknown) => text(value, 10_000).replace(/\[field id=["']?([\w-]+)["']?\]/g, '[$1]')

function field(item: Settings, conversion: Conversion) {
  const type = text(item.field_type) || 'text'
  const kind = Object.hasOwn(KINDS, type) ? KINDS[type] : undefined
  if (kind === undefined || type === 'password') conversion.unmapped(`form_fields.${type}`)
  if (kind === null) return null
  const desktop = width(item.width, 100)
  return {
    kind: kind ?? 'text',
    label: plainText(item.field_label, 200),
    // Made safe and unique as every stored form's are (src/forms: its definition).
    fieldId: text(item.custom_id, 60),
    placeholder: plainText(item.placeholder, 200),
    defaultValue: text(item.field_value, 2_000),
    required: item.required === 'true' || item.required === 'yes' || item.required === true,
    help: '',
    width: { desktop, tablet: width(item.width_tablet, desktop), mobile: width(item.width_mobile, 100) },
    options: options(item.field_options),
    multiple: yes(item.allow_multiple, false) || yes(item.allow_multiple_upload, false) || type === 'checkbox',
    min: text(item.field_min, 40),
    max: text(item.field_max, 40),
    text: plainText(item.acceptance_text, 1_000),
    checkedByDefault: yes(item.checked_by_default, false),
    maxSizeMb: Math.round(number(item.file_sizes, 5, 1, 25)),
    maxFiles: Math.round(number(item.max_files, 1, 1, 20)),
    allowedTypes: text(item.file_types, 200)
      .split(',')
      .map((extension) => extension.trim().toLowerCase().replace(/^\./, ''))
      .map((extension) => (extension === 'jpeg' ? 'jpg' : extension))
      .filter((extension, at, all) => UPLOAD_TYPES.includes(extension) && all.indexOf(extension) === at),
    source: 'fixed',
    html: kind === 'html' ? conversion.html(item.field_html) : '',
    previousButton: plainText(item.previous_button, 100),
    nextButton: plainText(item.next_button, 100),
  }
}

/** A webhook address our layouts accept: https to a named host (never an address on this machine or a network). */
function webhook(value: unknown): string {
  const url = text(value, 2_000)
  try {
    const { protocol, hostname } = new URL(url)
    const named = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(hostname) && !/^[\d.]+$/.test(hostname)
    return protocol === 'https:' && named && !/(^|\.)(localhost|local|internal)$/i.test(hostname) ? url : ''
  } catch {
    return ''
  }
}

/** Elementor's submit actions we carry out the same way; the others are reported. */
const ACTIONS: Record<string, string> = {
  collect_submissions: 'collect',
  email: 'email',
  email2: 'email2',
  redirect: 'redirect',
  webhook: 'webhook',
  popup: 'popup',
}

const form: WidgetConverter = (settings, conversion) => {
  const fields = items(settings.form_fields, 100).flatMap((item) => field(item, conversion) ?? [])
  if (!fields.length) return null
  const chosen = settings.submit_actions === undefined ? ['email'] : strings(settings.submit_actions)
  const actions = new Set(['collect'])
  for (const action of chosen) {
    if (Object.hasOwn(ACTIONS, action)) actions.add(ACTIONS[action])
    else conversion.unmapped(`submit_actions.${action}`)
  }
  const webhookUrl = actions.has('webhook') ? webhook(settings.webhooks) : ''
  if (actions.has('webhook') && !webhookUrl) {
    actions.delete('webhook')
    conversion.unmapped('webhooks')
  }
  // Opening a popup needs the imported popup: reported; closing the popup around the form needs nothing.
  if (actions.has('popup') && settings.popup_action !== 'close') {
    actions.delete('popup')
    conversion.unmapped('popup_action_popup_id')
  }
  const custom = settings.custom_messages === 'yes'
  const message = (key: string) => (custom ? plainText(settings[key], 1_000) : '')
  return conversion.block('Form', {
    name: plainText(settings.form_name, 200) || vi.forms.defaultName,
    fields,
    submitLabel: plainText(settings.button_text, 100) || vi.forms.submit,
    buttonAlign: ['start', 'center', 'end', 'stretch'].includes(text(settings.button_align))
      ? settings.button_align
      : 'stretch',
    actions: [...actions],
    redirectUrl: actions.has('redirect') ? conversion.link(settings.redirect_to, 'redirect_to') : '',
    webhookUrl,
    popupAction: 'close',
    popup: null,
    email: {
      to: text(settings.email_to, 1_000),
      subject: text(settings.email_subject, 300),
      body: mailText(settings.email_content),
    },
    email2: { subject: text(settings.email_subject_2, 300), body: mailText(settings.email_content_2) },
    messages: {
      success: message('success_message'),
      error: message('error_message'),
      required: message('required_field_message'),
      invalid: message('invalid_message'),
      fileTooLarge: '',
      serverError: message('server_message'),
      network: '',
      captcha: '',
    },
  })
}

export const formWidgets: Record<string, WidgetConverter> = { form }
