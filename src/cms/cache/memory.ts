import type { CaptchaSettings } from '@/forms/rules/captcha-provider'
import type { FormDefinition } from '@/forms/rules/definition'
import { TaggedCache } from '@/lib/tagged-cache'
import { EVERYTHING_TAG } from './tags'
import type { Post, Product, ShopSetting, SiteSetting } from '@/payload-types'

/** A search's page of results, as ids: small, so thousands of distinct queries fit. */
export interface SearchIds {
  /** The terms searched: the visitor's, or their correction when `corrected`. */
  terms: string[]
  ids: number[]
  total: number
  corrected: boolean
}

/** What a search result shows of a post: the post without its body, and the body's text (as is and folded) for the snippet. */
export interface SearchCard {
  post: Post
  text: string
  folded: string
}

/** The published forms of a page or template, by form id (none when the document is not published). */
export type PublishedForms = ReadonlyMap<string, FormDefinition>

interface MemoryCaches {
  searchIds: TaggedCache<SearchIds>
  searchCards: TaggedCache<SearchCard>
  /** By searched terms: the ids of the products search shows above the articles. */
  searchProducts: TaggedCache<number[]>
  /** By post id: a post as a loop's card shows it (without its text). */
  loopCards: TaggedCache<Post>
  /** By document (`pages:12`): read on every form submission, changed only when an editor publishes. */
  publishedForms: TaggedCache<PublishedForms>
  /** By document (`pages:12`): the ids of its published post grids, read on every loop refresh call. */
  publishedLoops: TaggedCache<ReadonlySet<string>>
  /** Where the site's own form mails go (forms/site-address): one entry. */
  siteMailAddress: TaggedCache<string | null>
  /** The captcha the settings choose, with its keys (forms/captcha.server): one entry. */
  captchaSettings: TaggedCache<CaptchaSettings>
  /** The shop's delivery and payment settings, with their keys (shop/settings): one entry. */
  shopSettings: TaggedCache<ShopSetting>
  /** By product id: a published product as carts read it, on every mini-cart fragments call. */
  cartProducts: TaggedCache<Product>
  /** The measurement settings, read on every batch of measured events (analytics/cms/settings): one entry. */
  measurementSettings: TaggedCache<MeasurementSettings>
}

/** What the measurement endpoint reads of the site settings. */
export type MeasurementSettings = Pick<SiteSetting, 'measurement' | 'analyticsId'>

/**
 * This process's in-memory caches, for answers rendered per request (search) that Next.js's data cache would write
 * to disk one file per distinct query, and for what every form submission reads. Kept on `globalThis`: the server
 * may load this module more than once.
 */
export const memoryCaches: MemoryCaches = ((
  globalThis as { __thuthuatMemoryCaches?: MemoryCaches }
).__thuthuatMemoryCaches ??= {
  searchIds: new TaggedCache(5000),
  searchCards: new TaggedCache(5000),
  searchProducts: new TaggedCache(5000),
  loopCards: new TaggedCache(5000),
  publishedForms: new TaggedCache(500),
  publishedLoops: new TaggedCache(500),
  siteMailAddress: new TaggedCache(1),
  captchaSettings: new TaggedCache(1),
  shopSettings: new TaggedCache(1),
  cartProducts: new TaggedCache(2000),
  measurementSettings: new TaggedCache(1),
})

export function invalidateMemoryCaches(tags: string[]): void {
  const everything = tags.includes(EVERYTHING_TAG)
  for (const cache of Object.values(memoryCaches)) {
    if (everything) cache.clear()
    else cache.invalidate(tags)
  }
}

/** `read()`'s answer, kept in `cache` under `key` until one of `tags` changes; read again only then. */
export async function keptRead<V>(
  cache: TaggedCache<V>,
  key: string,
  tags: string[],
  read: () => Promise<V>,
): Promise<V> {
  const kept = cache.get(key)
  if (kept !== undefined) return kept
  const value = await read()
  cache.set(key, value, tags)
  return value
}
