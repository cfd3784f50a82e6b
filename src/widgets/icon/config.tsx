import type { ComponentConfig } from '@puckeditor/core'
import { type Align, alignField } from '../fields'
import { Icon } from './Icon'
import { iconOptions } from './icons'

type IconFields = { icon: string; size: number; colour: string; align: Align; href: string; label: string }

/** One built-in icon, optionally a link; a label makes it meaningful to screen readers, otherwise it is decorative. */
export const iconConfig: ComponentConfig<IconFields> = {
  label: 'Biểu tượng',
  fields: {
    icon: { type: 'select', label: 'Biểu tượng', options: iconOptions },
    size: { type: 'number', label: 'Cỡ (16–128 px)', min: 16, max: 128 },
    colour: { type: 'text', label: 'Màu (#rrggbb)' },
    align: alignField,
    href: { type: 'text', label: 'Liên kết (không bắt buộc)' },
    label: { type: 'text', label: 'Mô tả cho trình đọc màn hình (để trống nếu chỉ để trang trí)' },
  },
  defaultProps: { icon: 'star', size: 48, colour: '#0b5cd5', align: 'center', href: '', label: '' },
  render: (props) => <Icon {...props} />,
}
