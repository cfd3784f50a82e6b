/** What the export reader hands on, in the order of the file (docs/import.md, The export file). */

/** The WXR versions read; any other is refused. */
export const WXR_VERSIONS = ['1.0', '1.1', '1.2'] as const
export type WxrVersion = (typeof WXR_VERSIONS)[number]

/** The `<channel>`'s header: the exported site. */
export type WxrSite = {
  wxrVersion: WxrVersion
  title: string
  description: string
  /** `wp:base_site_url`: where WordPress itself lives. */
  siteUrl: string
  /** `wp:base_blog_url`: the address of the site's pages (often the same). */
  blogUrl: string
  language: string
}

export type WxrAuthor = {
  /** `wp:author_id`; null for an author known only from an item's `dc:creator`. */
  id: number | null
  login: string
  email: string | null
  displayName: string
  firstName: string | null
  lastName: string | null
}

export type WxrMeta = { key: string; value: string }

/** A category, a tag or a term of another taxonomy (`product_cat`, `nav_menu`, `pa_*`…). */
export type WxrTerm = {
  id: number | null
  /** `category` for `wp:category`, `post_tag` for `wp:tag`, `wp:term_taxonomy` for `wp:term`. */
  taxonomy: string
  slug: string
  name: string
  /** The parent term's slug. */
  parent: string | null
  description: string
  meta: WxrMeta[]
}

/** An item's term: a `<category domain nicename>`. */
export type WxrItemTerm = { taxonomy: string; slug: string; name: string }

export type WxrItem = {
  id: number
  /** `wp:post_type`: post, page, attachment, nav_menu_item, elementor_library, product, shop_coupon… */
  type: string
  title: string
  link: string
  guid: string
  slug: string
  /** `wp:status` as WordPress wrote it: publish, draft, pending, private, future, inherit, trash. */
  status: string
  /** ISO 8601 in UTC, or null when the item has no date. */
  dateGmt: string | null
  /** The author's login (`dc:creator`). */
  author: string
  /** `content:encoded`. */
  content: string
  /** `excerpt:encoded`. */
  excerpt: string
  parentId: number | null
  menuOrder: number
  isSticky: boolean
  password: string | null
  attachmentUrl: string | null
  terms: WxrItemTerm[]
  meta: WxrMeta[]
  /** The item's comments, skipped. */
  comments: number
}

/** Something wrong in the file that did not stop the reading; `line` counts from 1. */
export type WxrProblem = { line: number; message: string }

export type WxrRecord =
  | { kind: 'site'; site: WxrSite }
  | { kind: 'author'; author: WxrAuthor }
  | { kind: 'term'; term: WxrTerm }
  | { kind: 'item'; item: WxrItem }
  | { kind: 'problem'; problem: WxrProblem }

/** A file the reader will not read at all (not an export, no version, an unknown version); thrown. */
export class WxrRefusal extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message)
    this.name = 'WxrRefusal'
  }
}
