import { safeHref } from '@/lib/url'
import { storedRecord } from '@/lib/stored-values'

/** One line of an icon list, read from whatever was stored: the icon's name (checked when drawn), text and a safe link. */
export interface IconListItem {
  icon: string
  text: string
  href: string | null
}

/** The list's lines; anything that is not a line is skipped and an unsafe link is dropped (the text stays). */
export function iconListItems(value: unknown): IconListItem[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((item: unknown) => {
    if (!item || typeof item !== 'object') return []
    const { icon, text, href } = storedRecord(item)
    return [
      { icon: typeof icon === 'string' ? icon : '', text: typeof text === 'string' ? text : '', href: safeHref(href) },
    ]
  })
}
