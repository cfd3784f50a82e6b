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

/** A yes/no choice stored as a boolean. */
export function yesNoField(label: string): RadioField {
  return {
    type: 'radio',
    label,
    options: [
      { label: 'Có', value: true },
      { label: 'Không', value: false },
    ],
  }
}
