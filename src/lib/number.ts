/** A finite number from a stored value (a number, or a numeric string), or null. Never throws, whatever it gets. */
export function finiteNumber(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN
  if (!Number.isFinite(number)) return null
  // -0 is read as 0: stored as JSON it comes back as 0, so a value read twice must not change.
  return number === 0 ? 0 : number
}

/** A builder slider's number: stored plain, or as the original widget's `{ size, unit }`. */
export function sliderNumber(value: unknown): number | null {
  return finiteNumber(value !== null && typeof value === 'object' && 'size' in value ? value.size : value)
}
