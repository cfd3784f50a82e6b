import type { Align } from '../fields'
import { safeColour } from '@/lib/colour'
import { ICONS, IconSvg, isIconName } from './icons'
import { safeHref } from '@/lib/url'
import { iconSize } from './logic'

/**
 * One built-in icon, optionally a link. With a label it is an image screen readers announce; without one it is
 * decorative, except as a link, which is then named after the icon itself.
 */
export function Icon({
  icon,
  size,
  colour,
  align,
  href,
  label,
}: {
  icon: string
  size: number
  colour: string
  align: Align
  href: string
  label: string
}) {
  if (!isIconName(icon)) return null
  const link = safeHref(href)
  const name = (typeof label === 'string' && label.trim()) || (link ? ICONS[icon].label : '')
  const svg = <IconSvg name={icon} size={iconSize(size)} label={link ? undefined : name} />
  return (
    <p className={`builder-icon builder-align--${align}`} style={{ color: safeColour(colour) }}>
      {link ? (
        <a href={link} aria-label={name}>
          {svg}
        </a>
      ) : (
        svg
      )}
    </p>
  )
}
