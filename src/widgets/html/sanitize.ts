import type { BuilderDocument } from '../document'
import { textHtml } from '../text/logic'
import { cleanHtml } from '@/lib/sanitize-html'

/**
 * A copy of the layout where the markup of every Html and Text block is cleaned, wherever it sits (slots, list
 * items, zones). Text saved as plain text before rich text becomes paragraphs first.
 */
export function sanitizeLayoutHtml<T extends BuilderDocument>(document: T): T {
  const clean = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(clean)
    if (!value || typeof value !== 'object') return value
    const copy = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, clean(item)])) as Record<
      string,
      unknown
    >
    const props = copy.props as Record<string, unknown> | undefined
    if (copy.type === 'Html' && props && typeof props === 'object')
      copy.props = { ...props, html: cleanHtml(props.html) }
    if (copy.type === 'Text' && props && typeof props === 'object')
      copy.props = { ...props, text: cleanHtml(textHtml(props.text)) }
    return copy
  }
  return clean(document) as T
}
