import type { ComponentConfig } from '@puckeditor/core'
import { isSafeUrl } from '@/lib/url'
import { type Align, alignField } from '../fields'
import { safeColour } from '../section/logic'
import { IconSvg, iconOptions, isIconName } from './icons'
import { iconSize } from './logic'

type IconFields = { icon: string; size: number; colour: string; align: Align; href: string; label: string }

/** One built-in icon, optionally a link; a label makes it meaningful to screen readers, otherwise it is decorative. */
export const iconConfig: ComponentConfig<IconFields> = {
  label: 'Biểu tượng',
  fields: {
    icon: { type: 'select', label: 'Biểu tượng', options: iconOptions },
    size: { type: 'number', label: 'Cỡ (16–128 px)', min: 16, max: 128 },
    colour: { type: 'text', label: 'Màu (#rrggbb)' },
    align: alignField,
    href: { type: 'text', label: 'Liên kết (không bắt buộc)' },
    label: { type: 'text', label: 'Mô tả (bắt buộc khi có liên kết)' },
  },
  defaultProps: { icon: 'star', size: 48, colour: '#0b5cd5', align: 'center', href: '', label: '' },
  render: ({ icon, size, colour, align, href, label }) => {
    if (!isIconName(icon)) return <></>
    const svg = <IconSvg name={icon} size={iconSize(size)} label={label} />
    return (
      <p className={`builder-icon builder-align--${align}`} style={{ color: safeColour(colour) }}>
        {href && isSafeUrl(href) ? <a href={href} aria-label={label || undefined}>{svg}</a> : svg}
      </p>
    )
  },
}
