import type { ComponentConfig } from '@puckeditor/core'
import { type Align, alignField } from '../fields'
import { Text } from './Text'

export const textConfig: ComponentConfig<{ text: string; align: Align }> = {
  label: 'Đoạn văn',
  fields: {
    text: { type: 'textarea', label: 'Nội dung (dòng trống để tách đoạn)' },
    align: alignField,
  },
  defaultProps: { text: 'Nhập nội dung đoạn văn tại đây.', align: 'left' },
  render: (props) => <Text {...props} />,
}
