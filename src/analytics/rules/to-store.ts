import type { CollectedEvent } from './events'
import type { StoredEvent } from './rollup'
import { visitSource } from './sources'

/** Who sent a batch, as far as the site may know it (docs/measurement.md, Visitors). */
export interface Sender {
  /** The day's visitor id, or null when counted without one. */
  visitor: string | null
  device: string
  browser: string
}

/** The path and query of an address on the site (`/` when it is none). */
function pathOf(address: unknown, site: string): string {
  if (typeof address !== 'string' || !URL.canParse(address, site)) return '/'
  const url = new URL(address, site)
  return `${url.pathname}${url.search}`.slice(0, 1000)
}

/**
 * The events of a read batch as stored, at `at`: each with the page's path, the sender's visitor id, device and
 * browser; a page view also with its source (the group, another site's host, the campaign), which is where a visit
 * that starts with it came from. The page's address is kept as the path column, not again among the parameters.
 */
export function toStoredEvents(
  events: readonly CollectedEvent[],
  sender: Sender,
  site: string,
  at: number,
): StoredEvent[] {
  return events.map(({ name, params }) => {
    const { page_location: location, ...rest } = params
    const source =
      name === 'page_view'
        ? visitSource(typeof location === 'string' ? location : site, params.page_referrer as string | undefined, site)
        : null
    return {
      at,
      name,
      visitor: sender.visitor,
      path: pathOf(location, site),
      source: source?.group ?? null,
      referrer: source?.host ?? null,
      campaign: source?.campaign ?? null,
      device: sender.device,
      browser: sender.browser,
      params: rest,
    }
  })
}
