import type { RadioField } from '@puckeditor/core'

/** Text alignment, shared by the text widgets. */
export const alignField: RadioField = {
  type: 'radio',
  label: 'Căn lề',
  options: [
    { label: 'Trái', value: 'left' },
    { label: 'Giữa', value: 'center' },
    { label: 'Phải', value: 'right' },
  ],
}
