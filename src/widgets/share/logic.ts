import { type ShareNetwork, shareNetworks } from '@/features/share/logic'

/** The networks Vietnamese readers use most: the ones ticked in a new share widget. */
export const popularNetworks: readonly ShareNetwork[] = ['facebook', 'twitter', 'telegram', 'whatsapp', 'email', 'print']

/**
 * The networks to show, in the spec's order: the ticked ones, unknown names dropped. Documents saved before
 * the checkboxes hold 'all' or 'popular' (anything else not a list reads as 'popular').
 */
export function shareSet(value: unknown): ShareNetwork[] {
  if (value === 'all') return [...shareNetworks]
  const chosen: readonly unknown[] = Array.isArray(value) ? value : popularNetworks
  return shareNetworks.filter((network) => chosen.includes(network))
}
