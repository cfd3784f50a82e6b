/** A finite number from a stored value (a number, or a numeric string), or null. Never throws, whatever it gets. */
export function finiteNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value !== 'string' || !value.trim()) return null
  const number = Number(value)
  return Number.isFinite(number) ? number : null
}

/** A builder slider's number: stored plain, or as the original widget's `{ size, unit }`. */
export function sliderNumber(value: unknown): number | null {
  return finiteNumber(value !== null && typeof value === 'object' && 'size' in value ? value.size : value)
}
