import { parse } from 'css-tree'

/**
 * Whether text is a valid CSS selector list, as `document.querySelector` would take it (`#dang-ky`, `.mo-popup a`).
 * Checked when an editor saves a selector, so that a popup never waits on one the browser would refuse.
 */
export function isValidSelector(text: string): boolean {
  if (!text.trim()) return false
  let valid = true
  try {
    parse(text, { context: 'selectorList', onParseError: () => (valid = false) })
  } catch {
    return false
  }
  return valid
}
