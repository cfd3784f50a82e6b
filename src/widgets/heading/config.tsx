import type { ComponentConfig } from '@puckeditor/core'
import { type Align, alignField } from '../fields'
import { Heading, type HeadingLevel } from './Heading'

export const headingConfig: ComponentConfig<{ text: string; level: HeadingLevel; align: Align }> = {
  label: 'Tiêu đề',
  fields: {
    text: { type: 'text', label: 'Nội dung', contentEditable: true },
    level: {
      type: 'select',
      label: 'Cấp',
      options: (['h1', 'h2', 'h3', 'h4'] as const).map((level) => ({ label: level.toUpperCase(), value: level })),
    },
    align: alignField,
  },
  defaultProps: { text: 'Tiêu đề mới', level: 'h2', align: 'left' },
  render: (props) => <Heading {...props} />,
}
