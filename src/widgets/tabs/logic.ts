/** Tabs keyboard rules (WAI-ARIA tabs pattern), pure. One tab is active at a time; the first by default. */

/** The tab to move to for a key, or null when the key does nothing: arrows wrap around, Home and End jump. */
export function nextTabIndex(key: string, current: number, count: number): number | null {
  if (count < 1) return null
  if (key === 'ArrowRight') return (current + 1) % count
  if (key === 'ArrowLeft') return (current - 1 + count) % count
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  return null
}
