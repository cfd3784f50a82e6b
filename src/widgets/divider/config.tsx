import type { ComponentConfig } from '@puckeditor/core'

/** A horizontal rule between blocks. */
export const dividerConfig: ComponentConfig<{ style: string }> = {
  label: 'Đường kẻ',
  fields: {
    style: {
      type: 'radio',
      label: 'Kiểu',
      options: [
        { label: 'Liền', value: 'solid' },
        { label: 'Gạch', value: 'dashed' },
        { label: 'Chấm', value: 'dotted' },
      ],
    },
  },
  defaultProps: { style: 'solid' },
  render: ({ style }) => (
    <hr className={`builder-divider builder-divider--${['dashed', 'dotted'].includes(style) ? style : 'solid'}`} />
  ),
}
