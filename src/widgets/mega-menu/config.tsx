import type { ComponentConfig, Slot } from '@puckeditor/core'
import type { ItemLayout, OpenOn } from './logic'
import { MegaMenu } from './MegaMenu'
import { yesNoField } from '../fields'

type MegaMenuFields = {
  label: string
  openOn: OpenOn
  itemLayout: ItemLayout
  items: { label: string; url: string; panel: boolean; content: Slot }[]
}

/** A menu whose items open wide panels of blocks (links, images, post lists). */
export const megaMenuConfig: ComponentConfig<MegaMenuFields> = {
  label: 'Menu lớn (mega menu)',
  fields: {
    label: { type: 'text', label: 'Tên menu (cho trình đọc màn hình)' },
    openOn: {
      type: 'radio',
      label: 'Mở bảng nội dung khi',
      options: [
        { label: 'Di chuột (máy tính)', value: 'hover' },
        { label: 'Bấm', value: 'click' },
      ],
    },
    itemLayout: {
      type: 'radio',
      label: 'Bố cục mục',
      options: [
        { label: 'Ngang', value: 'horizontal' },
        { label: 'Thả xuống', value: 'dropdown' },
      ],
    },
    items: {
      type: 'array',
      label: 'Mục menu',
      getItemSummary: (item) => item.label || 'Mục menu',
      defaultItemProps: { label: 'Mục mới', url: '/', panel: true, content: [] },
      arrayFields: {
        label: { type: 'text', label: 'Nhãn' },
        url: { type: 'text', label: 'Liên kết' },
        panel: yesNoField('Có bảng nội dung'),
        content: { type: 'slot' },
      },
    },
  },
  defaultProps: {
    label: 'Chủ đề',
    openOn: 'hover',
    itemLayout: 'horizontal',
    items: [{ label: 'Chủ đề', url: '/', panel: true, content: [] }],
  },
  render: ({ id, puck, label, openOn, itemLayout, items }) => (
    <MegaMenu id={id} label={label} openOn={openOn} itemLayout={itemLayout} items={items} isEditing={puck.isEditing} />
  ),
}
