/** Same-page anchor links. Pure. */

export const SMOOTH_SCROLL_MS = 500

/** Only `#` followed by a letter or underscore, then word characters or hyphens, is scrolled to. */
export function isValidAnchor(hash: string): boolean {
  return /^#[A-Za-z_][\w-]*$/.test(hash)
}

/** How far below the top the target should land: admin bar plus the tallest active sticky header. */
export function anchorOffset(adminBarHeight: number, stickyHeaderHeights: number[]): number {
  return adminBarHeight + Math.max(0, ...stickyHeaderHeights)
}

/** Ease-in-out position at `elapsed` ms of a `duration` ms scroll from `from` to `to`. */
export function easedPosition(from: number, to: number, elapsed: number, duration = SMOOTH_SCROLL_MS): number {
  const t = Math.min(1, Math.max(0, elapsed / duration))
  const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2
  return from + (to - from) * eased
}
