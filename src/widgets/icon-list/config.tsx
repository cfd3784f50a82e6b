import type { ComponentConfig } from '@puckeditor/core'
import { iconOptions } from '../icon/icons'
import { IconList } from './IconList'

type IconListFields = { colour: string; items: { icon: string; text: string; href: string }[] }

/** A list whose bullets are icons (decorative); an item can link somewhere safe. */
export const iconListConfig: ComponentConfig<IconListFields> = {
  label: 'Danh sách biểu tượng',
  fields: {
    colour: { type: 'text', label: 'Màu biểu tượng (#rrggbb)' },
    items: {
      type: 'array',
      label: 'Các dòng',
      getItemSummary: (item) => item.text || 'Dòng',
      defaultItemProps: { icon: 'check', text: 'Dòng mới', href: '' },
      arrayFields: {
        icon: { type: 'select', label: 'Biểu tượng', options: iconOptions },
        text: { type: 'text', label: 'Nội dung' },
        href: { type: 'text', label: 'Liên kết (không bắt buộc)' },
      },
    },
  },
  defaultProps: { colour: '#0b5cd5', items: [{ icon: 'check', text: 'Dòng đầu tiên', href: '' }] },
  render: ({ colour, items }) => <IconList colour={colour} items={items} />,
}
