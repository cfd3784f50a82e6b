import type { ComponentConfig } from '@puckeditor/core'

const heights = [8, 16, 24, 32, 48, 64, 96]

/** Empty vertical space of a chosen height. */
export const spacerConfig: ComponentConfig<{ height: string }> = {
  label: 'Khoảng trống',
  fields: {
    height: {
      type: 'select',
      label: 'Chiều cao',
      options: heights.map((px) => ({ label: `${px} px`, value: String(px) })),
    },
  },
  defaultProps: { height: '32' },
  render: ({ height }) => (
    <div aria-hidden="true" style={{ height: heights.includes(Number(height)) ? Number(height) : 32 }} />
  ),
}
