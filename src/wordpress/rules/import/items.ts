import { slugify } from '@/lib/vi'
import { metaOf, unserializePhp, type WxrItem } from '@/wordpress/rules/wxr'

/** What each item of an export becomes (docs/import.md, Importing). Pure. */

/** How an item is stored: published (scheduled when its date is ahead) or a draft, with its date. */
export interface Publication {
  status: 'published' | 'draft'
  publishedAt: string | null
  /** A private post: imported as a draft, with a note (we have no private posts). */
  wasPrivate: boolean
}

/**
 * publish → published at its date; future → published at its date, which is ahead (our scheduled posts); draft,
 * pending and private → draft; anything else (trash, auto-draft, inherit) → null: not imported.
 */
export function publicationOf(item: Pick<WxrItem, 'status' | 'dateGmt'>, now: Date): Publication | null {
  switch (item.status) {
    case 'publish':
      return { status: 'published', publishedAt: item.dateGmt ?? now.toISOString(), wasPrivate: false }
    case 'future':
      return item.dateGmt
        ? { status: 'published', publishedAt: item.dateGmt, wasPrivate: false }
        : { status: 'draft', publishedAt: null, wasPrivate: false }
    case 'draft':
    case 'pending':
      return { status: 'draft', publishedAt: null, wasPrivate: false }
    case 'private':
      return { status: 'draft', publishedAt: null, wasPrivate: true }
    default:
      return null
  }
}

/** WordPress keeps a slug percent-encoded when it is not ASCII; ours are ASCII without diacritics. */
export function slugOf(wpSlug: string, title: string): string {
  let decoded = wpSlug
  try {
    decoded = decodeURIComponent(wpSlug)
  } catch {
    // A stray `%` not followed by two hex digits: read as written.
  }
  return slugify(decoded) || slugify(title)
}

/** The `n`th slug tried for an imported item whose slug is taken: `slug-2`, `slug-3`… (the first try is `slug`). */
export const suffixedSlug = (slug: string, attempt: number): string => (attempt < 2 ? slug : `${slug}-${attempt}`)

/** A meta value that is a positive whole number (an attachment id), or null. */
export function metaId(item: Pick<WxrItem, 'meta'>, key: string): number | null {
  const value = Number(metaOf(item, key))
  return Number.isSafeInteger(value) && value > 0 ? value : null
}

/** A page laid out with Elementor: its edit mode is the builder and it holds a layout. */
export const isElementorPage = (item: Pick<WxrItem, 'meta'>): boolean =>
  metaOf(item, '_elementor_edit_mode') === 'builder' && Boolean(metaOf(item, '_elementor_data'))

/** Our archive of an imported category, tag or product category (docs/routes.md), or null for a kind without one. */
export function archivePath(kind: string, slug: string): string | null {
  if (kind === 'category') return `/chuyen-muc/${slug}`
  if (kind === 'post_tag') return `/the/${slug}`
  if (kind === 'product_cat') return `/danh-muc-san-pham/${slug}`
  return null
}

/** The path (with its query) of an address on the old site, or null for another site's or a malformed one. */
export function oldSitePath(address: string, siteUrl: string): string | null {
  try {
    const url = new URL(address)
    if (url.host !== new URL(siteUrl).host) return null
    return `${url.pathname}${url.search}`
  } catch {
    return null
  }
}

/**
 * The old addresses of an imported post or page that WordPress's generic address forms do not find by themselves: `/?p=ID` or `/?page_id=ID`, its permalink when its slug changed here, and the
 * addresses of its renamed slugs (`_wp_old_slug`). Each goes to `to`; none is `to` itself.
 */
export function oldAddressesOf(item: WxrItem, siteUrl: string, to: string): string[] {
  const addresses = [item.type === 'page' ? `/?page_id=${item.id}` : `/?p=${item.id}`]
  const permalink = oldSitePath(item.link, siteUrl)
  if (permalink && !permalink.startsWith('/?')) {
    addresses.push(permalink)
    for (const meta of item.meta) {
      if (meta.key !== '_wp_old_slug' || !meta.value || !item.slug) continue
      addresses.push(permalink.replace(`/${item.slug}/`, `/${meta.value}/`))
    }
  }
  return [...new Set(addresses)].filter((from) => from.replace(/\/$/, '') !== to)
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#039': "'", nbsp: ' ', hellip: '…' }

/** An excerpt as plain text (ours is a plain text field): tags dropped, spaces joined, common entities read. */
export function plainExcerpt(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#039|nbsp|hellip);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim()
}

/** Text cut to `max` characters (an ellipsis last), and whether it was. */
export function cut(text: string, max: number): { text: string; wasCut: boolean } {
  return text.length <= max ? { text, wasCut: false } : { text: `${text.slice(0, max - 1)}…`, wasCut: true }
}

/**
 * The old addresses of an attachment's file and of each resized copy WordPress made of it (`_wp_attachment_metadata`
 * sizes, in the same folder): the paths below `/wp-content/uploads/` that now lead to its media item.
 */
export function uploadAddressesOf(item: Pick<WxrItem, 'attachmentUrl' | 'meta'>, siteUrl: string): string[] {
  const original = item.attachmentUrl ? oldSitePath(item.attachmentUrl, siteUrl) : null
  if (!original?.includes('/wp-content/uploads/')) return []
  const folder = original.slice(0, original.lastIndexOf('/') + 1)
  const metadata = unserializePhp(metaOf(item, '_wp_attachment_metadata') ?? '')
  const sizes = metadata.ok ? (metadata.value as { sizes?: unknown } | null)?.sizes : null
  const files = Object.values(sizes && typeof sizes === 'object' ? sizes : {}).flatMap((size) => {
    const file = (size as { file?: unknown } | null)?.file
    return typeof file === 'string' && /^[^/\\]+$/.test(file) ? [`${folder}${encodeURIComponent(file)}`] : []
  })
  return [...new Set([original, ...files])]
}

/**
 * The old archive address of a term whose slug here is not its WordPress slug (taken by ours, or not ASCII): WordPress's
 * generic forms would find the wrong archive, or none. `slugs` is its path of slugs from the top category down.
 */
export function termAddressOf(taxonomy: string, slugs: string[]): string | null {
  if (taxonomy === 'category') return `/category/${slugs.join('/')}/`
  if (taxonomy === 'post_tag') return `/tag/${slugs.at(-1)}/`
  if (taxonomy === 'product_cat') return `/product-category/${slugs.join('/')}/`
  if (taxonomy === 'product_tag') return `/product-tag/${slugs.at(-1)}/`
  return null
}
