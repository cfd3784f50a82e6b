import type { ComponentConfig, Slot } from '@puckeditor/core'
import { Tabs } from './Tabs'

type TabsFields = { label: string; tabs: { title: string; content: Slot }[] }

/** Content in tabs; each tab holds its own blocks. */
export const tabsConfig: ComponentConfig<TabsFields> = {
  label: 'Thẻ nội dung',
  fields: {
    label: { type: 'text', label: 'Tên nhóm thẻ (cho trình đọc màn hình)' },
    tabs: {
      type: 'array',
      label: 'Các thẻ',
      min: 1,
      max: 12,
      getItemSummary: (tab) => tab.title || 'Thẻ',
      defaultItemProps: { title: 'Thẻ mới', content: [] },
      arrayFields: { title: { type: 'text', label: 'Tiêu đề thẻ' }, content: { type: 'slot' } },
    },
  },
  defaultProps: {
    label: '',
    tabs: [
      { title: 'Thẻ 1', content: [] },
      { title: 'Thẻ 2', content: [] },
    ],
  },
  render: ({ id, puck, label, tabs }) => <Tabs id={id} label={label} tabs={tabs} isEditing={puck.isEditing} />,
}
