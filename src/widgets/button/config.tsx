import type { ComponentConfig } from '@puckeditor/core'
import { type Align, alignField } from '../fields'
import { Button, type ButtonVariant } from './Button'

export const buttonConfig: ComponentConfig<{ label: string; href: string; variant: ButtonVariant; align: Align }> = {
  label: 'Nút bấm',
  fields: {
    label: { type: 'text', label: 'Chữ trên nút' },
    href: { type: 'text', label: 'Liên kết (https://…, /duong-dan, mailto:, tel:)' },
    variant: {
      type: 'radio',
      label: 'Kiểu',
      options: [
        { label: 'Chính', value: 'primary' },
        { label: 'Phụ', value: 'secondary' },
        { label: 'Liên kết chữ', value: 'link' },
      ],
    },
    align: alignField,
  },
  defaultProps: { label: 'Xem thêm', href: '/', variant: 'primary', align: 'left' },
  render: (props) => <Button {...props} />,
}
