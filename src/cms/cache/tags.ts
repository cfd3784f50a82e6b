/**
 * Names for what a cached page or answer shows, so that a change clears only the pages that show it. A page states
 * the tags of everything it read (the data reads in queries.ts carry them); a change clears the tags below.
 * Pure: used by the reads, the change hooks and their tests.
 */

/** The frame every page shows (settings, menus, categories, templates) and what bylines and terms look like. */
export const SITE_TAG = 'site'
/** Lists of posts not narrower than the whole site: home, post grids, feed, sitemap, search. */
export const POSTS_TAG = 'posts'
/** Lists of builder pages (sitemap). */
export const PAGES_TAG = 'pages'
/** The shop's lists (catalogue, product categories, product grids) and the cards they show. */
export const PRODUCTS_TAG = 'products'
/** The shop's delivery and payment settings (the checkout). */
export const SHOP_SETTINGS_TAG = 'shop-settings'
/**
 * Everything cached, whatever else it shows: every cached read states it (cache/cached-read.ts), so every page does,
 * and so do the front's optimized pictures. Dropped when a picture changes and when this instance may have missed
 * changes (its notices' connection was lost: cache/listen.ts).
 */
export { EVERYTHING_TAG } from '@/lib/everything-tag.mjs'
/** Who the site's administrators are (the address form mails go to when nothing else names one). */
export const ADMINS_TAG = 'admins'

/** What `/{slug}` shows: an article, a builder page, or nothing (a 404 that a new post or page must clear). */
export const slugTag = (slug: string) => `slug:${encodeURIComponent(slug)}`
/** A builder page by id (the page chosen as home is shown at `/`, not at its slug). */
export const pageTag = (id: number) => `page:${id}`
/** Lists of the posts in a category (its archive, the related posts of its articles), in a tag, or by a byline. */
export const categoryPostsTag = (id: number) => `category-posts:${id}`
export const tagPostsTag = (id: number) => `tag-posts:${id}`
export const authorPostsTag = (id: number) => `author-posts:${id}`

/** What `/san-pham/{slug}` shows: a product, or nothing. */
export const productTag = (slug: string) => `product:${encodeURIComponent(slug)}`

type Reference = number | { id: number } | null | undefined

function idsOf(references: Reference | Reference[]): number[] {
  const list = Array.isArray(references) ? references : [references]
  return list.flatMap((reference) =>
    typeof reference === 'number' ? [reference] : reference && typeof reference === 'object' ? [reference.id] : [],
  )
}

export interface PostState {
  slug?: string | null
  categories?: Reference[] | null
  tags?: Reference[] | null
  author?: Reference
}

/**
 * Tags a post's change clears, from its state before and after (either may be missing: created or deleted): its page
 * at the old and the new slug, the lists it left and the lists it joined, and the site-wide lists.
 */
export function postChangeTags(after: PostState | null | undefined, before: PostState | null | undefined): string[] {
  const states = [after, before].filter((state): state is PostState => Boolean(state))
  const tags = states.flatMap((state) => [
    ...(state.slug ? [slugTag(state.slug)] : []),
    ...idsOf(state.categories ?? []).map(categoryPostsTag),
    ...idsOf(state.tags ?? []).map(tagPostsTag),
    ...idsOf(state.author).map(authorPostsTag),
  ])
  return [...new Set([POSTS_TAG, ...tags])]
}

export interface PageState {
  id: number
  slug?: string | null
}

/** Tags a builder page's change clears: where it is shown (its old and new slug, and home if it is the home page) and the sitemap. */
export function pageChangeTags(after: PageState | null | undefined, before: PageState | null | undefined): string[] {
  const states = [after, before].filter((state): state is PageState => Boolean(state))
  const tags = states.flatMap((state) => [pageTag(state.id), ...(state.slug ? [slugTag(state.slug)] : [])])
  return [...new Set([PAGES_TAG, ...tags])]
}

/** Tags a product's change clears: its page at the old and the new slug, and the shop's lists. */
export function productChangeTags(
  after: { slug?: string | null } | null | undefined,
  before: { slug?: string | null } | null | undefined,
): string[] {
  const slugs = [after?.slug, before?.slug].filter((slug): slug is string => Boolean(slug))
  return [...new Set([PRODUCTS_TAG, ...slugs.map(productTag)])]
}

/** Whether a page or answer stating `shown` tags must be dropped when `changed` tags change. */
export function isAffected(shown: Iterable<string>, changed: Iterable<string>): boolean {
  const changedSet = new Set(changed)
  for (const tag of shown) if (changedSet.has(tag)) return true
  return false
}
