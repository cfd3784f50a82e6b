import { primaryShareTargets, type ShareTarget, shareTargets } from '@/features/share/logic'

/**
 * The targets to show, in the share bar's order: the ticked ones, unknown names dropped. Documents saved before the
 * checkboxes hold 'all' or 'popular' (anything else not a list reads as the first row: Facebook, Zalo, Messenger…).
 */
export function shareSet(value: unknown): ShareTarget[] {
  if (value === 'all') return [...shareTargets]
  const chosen: readonly unknown[] = Array.isArray(value) ? value : primaryShareTargets
  return shareTargets.filter((target) => chosen.includes(target))
}
