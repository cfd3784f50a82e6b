import { foldDiacritics } from '@/lib/vi'

export interface PanelWidget {
  /** The widget's key in the builder's config (`Image`). */
  name: string
  /** Its Vietnamese name in the panel (`Ảnh`). */
  label: string
}

const words = (text: string) =>
  foldDiacritics(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)

/**
 * The widgets a search in the builder's panel finds, in the panel's order: every word typed, with or without accents,
 * begins a word of the widget's Vietnamese name or of its key ("anh" finds "Hình ảnh" and "Trình chiếu ảnh", "button" finds
 * "Nút bấm"). An empty search finds none: the panel then shows its categories.
 */
export function matchingWidgets(query: string, widgets: readonly PanelWidget[]): PanelWidget[] {
  const typed = words(query)
  if (typed.length === 0) return []
  return widgets.filter((widget) => {
    const named = [...words(widget.label), ...words(widget.name.replace(/([a-z])([A-Z])/g, '$1 $2'))]
    return typed.every((word) => named.some((part) => part.startsWith(word)))
  })
}
