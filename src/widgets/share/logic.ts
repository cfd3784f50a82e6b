import { type ShareNetwork, shareNetworks } from '@/features/share/logic'

/** The network sets an editor picks from: the ones Vietnamese readers use most, or all 18 of the spec. */
export const SHARE_SETS = {
  popular: ['facebook', 'twitter', 'telegram', 'whatsapp', 'email', 'print'],
  all: shareNetworks,
} as const satisfies Record<string, readonly ShareNetwork[]>

export function shareSet(value: unknown): readonly ShareNetwork[] {
  return value === 'all' ? SHARE_SETS.all : SHARE_SETS.popular
}
