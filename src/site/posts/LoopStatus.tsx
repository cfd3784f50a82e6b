import { vi } from '@/i18n/vi'

/**
 * Where a loop's script reads out what changed (posts added, a page shown, the list filtered): a status region
 * outside the container it swaps, its messages' templates in data attributes.
 */
export function LoopStatus({ id }: { id: string }) {
  const { added, page, end, filtered } = vi.loops.status
  return (
    <p
      className="visually-hidden"
      role="status"
      data-loop-status={id}
      data-added={added}
      data-page={page}
      data-end={end}
      data-filtered={filtered}
    />
  )
}
