import { finiteNumber } from '@/lib/number'

/** Icon sizes an editor may choose: 16–128 px (default 48). */
export function iconSize(value: unknown): number {
  const size = finiteNumber(value)
  return size === null ? 48 : Math.min(128, Math.max(16, Math.round(size)))
}
