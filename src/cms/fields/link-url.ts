import type { TextField } from 'payload'
import { isSafeUrl } from '@/lib/url'

const MAX_URL_LENGTH = 2000

interface LinkUrlOptions {
  required?: boolean
  webOnly?: boolean
  description?: string
  /** Shown and checked only when this holds for the row's other fields. */
  when?: (siblingData: Record<string, unknown>) => boolean
  /** Not checked when this holds (a row left empty, which is not saved). */
  unless?: (siblingData: Record<string, unknown>) => boolean
}

/** A stored link the site puts on its pages: checked with the same rule the widgets render with. */
export function linkUrlField(name: string, label: string, options: LinkUrlOptions = {}): TextField {
  const { required = false, webOnly = false, description, when, unless } = options
  return {
    name,
    type: 'text',
    label,
    required: required && !when,
    admin: {
      ...(description ? { description } : {}),
      ...(when ? { condition: (_, siblingData) => when(siblingData) } : {}),
    },
    validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => {
      if ((when && !when(siblingData)) || unless?.(siblingData)) return true
      if (value === null || value === undefined || value === '') return required ? 'Hãy nhập đường dẫn.' : true
      if (typeof value !== 'string') return 'Đường dẫn phải là chữ.'
      if (value.length > MAX_URL_LENGTH) return 'Đường dẫn quá dài (tối đa 2.000 ký tự).'
      if (webOnly)
        return isSafeUrl(value, ['http:', 'https:']) && /^https?:\/\//i.test(value.trim())
          ? true
          : 'Đường dẫn phải bắt đầu bằng http:// hoặc https://.'
      return isSafeUrl(value)
        ? true
        : 'Đường dẫn phải bắt đầu bằng / (một trang của trang này), http://, https://, mailto: hoặc tel:.'
    },
  }
}
