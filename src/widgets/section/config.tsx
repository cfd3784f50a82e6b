import type { ComponentConfig, Slot } from '@puckeditor/core'
import { Section } from './Section'

type SectionFields = { columns: string; spacing: string; background: string; content: Slot }

export const sectionConfig: ComponentConfig<SectionFields> = {
  label: 'Khu vực',
  fields: {
    columns: {
      type: 'select',
      label: 'Số cột',
      options: [1, 2, 3, 4].map((count) => ({ label: `${count} cột`, value: String(count) })),
    },
    spacing: {
      type: 'select',
      label: 'Khoảng đệm trên/dưới',
      options: [
        { label: 'Không', value: 'none' },
        { label: 'Nhỏ', value: 'small' },
        { label: 'Vừa', value: 'medium' },
        { label: 'Lớn', value: 'large' },
      ],
    },
    background: { type: 'text', label: 'Màu nền (#rrggbb)' },
    content: { type: 'slot' },
  },
  defaultProps: { columns: '1', spacing: 'medium', background: '', content: [] },
  render: (props) => <Section {...props} />,
}
