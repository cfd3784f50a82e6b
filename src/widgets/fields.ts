import type { RadioField } from '@puckeditor/core'

export type Align = 'left' | 'center' | 'right'

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
