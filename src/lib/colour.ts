/** CSS colours from stored values. Pure. */

/** A CSS colour an editor may set: #rgb, #rrggbb or #rrggbbaa. Anything else gives no colour. */
export function safeColour(value: unknown): string | undefined {
  return typeof value === 'string' && /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(value.trim())
    ? value.trim()
    : undefined
}
