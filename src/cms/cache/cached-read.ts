import { unstable_cache } from 'next/cache'
import { cache } from 'react'
import { EVERYTHING_TAG } from './tags'

/** The tags of everything the current render read (one set per request): the page states them for the front's cache. */
export const renderTags = cache(() => new Set<string>())

/**
 * A read kept in Next.js's data cache until one of its tags changes (src/cms/hooks/revalidate.ts), across requests.
 * Pages rendered for Next.js's own page cache (ISR) inherit the tags of the reads they made, so a change expires them
 * too. Outside the Next.js server (seed, scripts, integration tests) the read runs every time. The result must be
 * plain JSON (Payload documents are).
 */
export function cachedRead<A extends unknown[], R>(
  name: string,
  read: (...args: A) => Promise<R>,
  tagsOf: (...args: A) => string[],
) {
  return (...args: A): Promise<R> => {
    const tags = [...tagsOf(...args), EVERYTHING_TAG]
    const seen = renderTags()
    for (const tag of tags) seen.add(tag)
    if (process.env.NEXT_RUNTIME !== 'nodejs') return read(...args)
    return unstable_cache(() => read(...args), [name, JSON.stringify(args)], { tags })()
  }
}
