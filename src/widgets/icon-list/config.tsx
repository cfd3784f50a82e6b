import type { ComponentConfig } from '@puckeditor/core'
import type { CSSProperties } from 'react'
import { isSafeUrl } from '@/lib/url'
import { IconSvg, iconOptions, isIconName } from '../icon/icons'
import { safeColour } from '../section/logic'

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
  render: ({ colour, items }) => (
    <ul className="builder-icon-list" style={{ '--icon-colour': safeColour(colour) } as CSSProperties}>
      {items.map((item, index) => (
        <li key={index}>
          {isIconName(item.icon) && <IconSvg name={item.icon} size={22} />}
          {item.href && isSafeUrl(item.href) ? <a href={item.href}>{item.text}</a> : <span>{item.text}</span>}
        </li>
      ))}
    </ul>
  ),
}
