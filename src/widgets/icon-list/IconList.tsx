import type { CSSProperties } from 'react'
import { IconSvg, isIconName } from '../icon/icons'
import { safeColour } from '@/lib/colour'
import { iconListItems } from './logic'

/** A list whose bullets are icons (decorative); an item can link somewhere safe. */
export function IconList({ colour, items }: { colour: string; items: unknown }) {
  return (
    <ul className="builder-icon-list" style={{ '--icon-colour': safeColour(colour) } as CSSProperties}>
      {iconListItems(items).map((item, index) => (
        <li key={index}>
          {isIconName(item.icon) && <IconSvg name={item.icon} size={22} />}
          {item.href ? <a href={item.href}>{item.text}</a> : <span>{item.text}</span>}
        </li>
      ))}
    </ul>
  )
}
