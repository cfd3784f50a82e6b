import { itemDate } from './dates'
import { MAX_CONTENT_BYTES, MAX_FIELD_BYTES } from './limits'
import type { WxrAuthor, WxrItem, WxrItemTerm, WxrMeta, WxrTerm } from './types'

/**
 * The export's records made from their elements' text (docs/import.md, The export file): which child elements each
 * record reads, and what each becomes.
 */

export type RecordKind = 'author' | 'category' | 'tag' | 'term' | 'item'

/** The `<channel>` children that are records, by element name. */
export const RECORD_ELEMENTS = new Map<string, RecordKind>([
  ['wp:author', 'author'],
  ['wp:category', 'category'],
  ['wp:tag', 'tag'],
  ['wp:term', 'term'],
  ['item', 'item'],
])

/** The `<channel>` children read for the site. */
export const SITE_FIELDS = new Set([
  'title',
  'link',
  'description',
  'language',
  'wp:wxr_version',
  'wp:base_site_url',
  'wp:base_blog_url',
])

/** What a term's fields are called in each kind of term element; `taxonomy` is a field's name only in `wp:term`. */
const TERM_FIELDS = {
  category: {
    taxonomy: 'category',
    slug: 'wp:category_nicename',
    name: 'wp:cat_name',
    parent: 'wp:category_parent',
    description: 'wp:category_description',
  },
  tag: {
    taxonomy: 'post_tag',
    slug: 'wp:tag_slug',
    name: 'wp:tag_name',
    parent: '',
    description: 'wp:tag_description',
  },
  term: {
    taxonomy: 'wp:term_taxonomy',
    slug: 'wp:term_slug',
    name: 'wp:term_name',
    parent: 'wp:term_parent',
    description: 'wp:term_description',
  },
} as const

const ITEM = [
  'title',
  'link',
  'guid',
  'dc:creator',
  'content:encoded',
  'excerpt:encoded',
  'wp:post_id',
  'wp:post_date',
  'wp:post_date_gmt',
  'wp:post_name',
  'wp:status',
  'wp:post_parent',
  'wp:menu_order',
  'wp:post_type',
  'wp:post_password',
  'wp:is_sticky',
  'wp:attachment_url',
]

function termFields(kind: keyof typeof TERM_FIELDS): Set<string> {
  const { taxonomy, slug, name, parent, description } = TERM_FIELDS[kind]
  return new Set(['wp:term_id', taxonomy, slug, name, parent, description].filter((field) => field.includes(':')))
}

/** The child elements whose text each record reads. */
export const RECORD_FIELDS: Record<RecordKind, Set<string>> = {
  author: new Set(['id', 'login', 'email', 'display_name', 'first_name', 'last_name'].map((n) => `wp:author_${n}`)),
  category: termFields('category'),
  tag: termFields('tag'),
  term: termFields('term'),
  item: new Set(ITEM),
}

/** How much of a field is kept (meta values have their own limits: metaValueLimit). */
export function fieldLimit(name: string): number {
  return name === 'content:encoded' || name === 'excerpt:encoded' ? MAX_CONTENT_BYTES : MAX_FIELD_BYTES
}

type Fields = Map<string, string>

const text = (fields: Fields, name: string) => fields.get(name)?.trim() ?? ''
const optional = (fields: Fields, name: string) => text(fields, name) || null

/** A whole number written in the field, or null. */
function wholeNumber(fields: Fields, name: string): number | null {
  const value = text(fields, name)
  return /^-?\d{1,15}$/.test(value) ? Number(value) : null
}

/** A record, or the name of the element it cannot be without. */
type Made<T> = { record: T } | { missing: string }

export function authorOf(fields: Fields): Made<WxrAuthor> {
  const login = text(fields, 'wp:author_login')
  if (!login) return { missing: 'wp:author_login' }
  return {
    record: {
      id: wholeNumber(fields, 'wp:author_id'),
      login,
      email: optional(fields, 'wp:author_email'),
      displayName: text(fields, 'wp:author_display_name') || login,
      firstName: optional(fields, 'wp:author_first_name'),
      lastName: optional(fields, 'wp:author_last_name'),
    },
  }
}

/** An author known only from an item's `dc:creator` (WXR 1.0 lists no authors). */
export function creatorAuthor(login: string): WxrAuthor {
  return { id: null, login, email: null, displayName: login, firstName: null, lastName: null }
}

export function termOf(kind: 'category' | 'tag' | 'term', fields: Fields, meta: WxrMeta[]): Made<WxrTerm> {
  const names = TERM_FIELDS[kind]
  const taxonomy = kind === 'term' ? text(fields, names.taxonomy) : names.taxonomy
  const slug = text(fields, names.slug)
  if (!taxonomy) return { missing: names.taxonomy }
  if (!slug) return { missing: names.slug }
  return {
    record: {
      id: wholeNumber(fields, 'wp:term_id'),
      taxonomy,
      slug,
      name: text(fields, names.name) || slug,
      parent: names.parent ? optional(fields, names.parent) : null,
      description: fields.get(names.description) ?? '',
      meta,
    },
  }
}

/** An item's own id, as a problem names it. */
export function itemId(fields: Fields): number | null {
  const id = wholeNumber(fields, 'wp:post_id')
  return id !== null && id > 0 ? id : null
}

/** A term's slug or an author's login, as a problem names them. */
export function recordName(kind: Exclude<RecordKind, 'item'>, fields: Fields): string {
  return text(fields, kind === 'author' ? 'wp:author_login' : TERM_FIELDS[kind].slug)
}

/** The item's `<category domain nicename>`: its taxonomy (WXR 1.0 calls tags `tag`), or null for 1.0's copies. */
export function itemTermOf(attributes: Record<string, string>, name: string): WxrItemTerm | null {
  const domain = attributes.domain?.trim()
  const slug = attributes.nicename?.trim()
  if (!domain || !slug) return null
  return { taxonomy: domain === 'tag' ? 'post_tag' : domain, slug, name: name.trim() || slug }
}

export type ItemParts = { fields: Fields; terms: WxrItemTerm[]; meta: WxrMeta[]; comments: number }

export function itemOf({ fields, terms, meta, comments }: ItemParts, offsetMinutes: number): Made<WxrItem> {
  const id = itemId(fields)
  if (id === null) return { missing: 'wp:post_id' }
  const parentId = wholeNumber(fields, 'wp:post_parent')
  return {
    record: {
      id,
      type: text(fields, 'wp:post_type') || 'post',
      title: text(fields, 'title'),
      link: text(fields, 'link'),
      guid: text(fields, 'guid'),
      slug: text(fields, 'wp:post_name'),
      status: text(fields, 'wp:status') || 'draft',
      dateGmt: itemDate(text(fields, 'wp:post_date'), text(fields, 'wp:post_date_gmt'), offsetMinutes),
      author: text(fields, 'dc:creator'),
      content: fields.get('content:encoded') ?? '',
      excerpt: fields.get('excerpt:encoded') ?? '',
      parentId: parentId !== null && parentId > 0 ? parentId : null,
      menuOrder: wholeNumber(fields, 'wp:menu_order') ?? 0,
      isSticky: text(fields, 'wp:is_sticky') === '1',
      password: fields.get('wp:post_password') || null,
      attachmentUrl: optional(fields, 'wp:attachment_url'),
      terms,
      meta,
      comments,
    },
  }
}
