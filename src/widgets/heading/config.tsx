import type { ComponentConfig } from '@puckeditor/core'
import { type Align, alignField } from '../fields'
import { themeData } from '../theme-data'
import { Heading, type HeadingLevel, type HeadingStyle } from './Heading'

export const headingConfig: ComponentConfig<{ text: string; level: HeadingLevel; align: Align; style: HeadingStyle }> =
  {
    label: 'Tiêu đề',
    fields: {
      text: { type: 'text', label: 'Nội dung', contentEditable: true },
      level: {
        type: 'select',
        label: 'Cấp',
        options: (['h1', 'h2', 'h3', 'h4'] as const).map((level) => ({ label: level.toUpperCase(), value: level })),
      },
      align: alignField,
      style: {
        type: 'radio',
        label: 'Kiểu',
        options: [
          { label: 'Thường', value: 'plain' },
          { label: 'Tiêu đề mục (có vạch màu)', value: 'section' },
        ],
      },
    },
    defaultProps: { text: 'Tiêu đề mới', level: 'h2', align: 'left', style: 'plain' },
    // On the site a page's headings get ids, so its table of contents can link to them.
    render: ({ id, puck, ...props }) => <Heading {...props} anchor={themeData(puck.metadata)?.headings?.ids[id]} />,
  }
