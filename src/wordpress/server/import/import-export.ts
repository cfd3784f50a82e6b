import type { CollectionSlug, Payload, PayloadRequest } from 'payload'
import { wordpressImport } from '@/i18n/wordpress-import'
import { slugify } from '@/lib/vi'
import { writeInSharedTransaction } from '@/server/group-commit'
import {
  cut,
  metaId,
  oldSitePath,
  oldAddressesOf,
  archivePath,
  plainExcerpt,
  publicationOf,
  slugOf,
  suffixedSlug,
  termAddressOf,
} from '@/wordpress/rules/import/items'
import { mainMenu, type MenuLink, menuOf, menuRows } from '@/wordpress/rules/import/menus'
import { emptyReport, type ImportReport, note, tally } from '@/wordpress/rules/import/report'
import { elementorPopup, themeTemplate } from '@/wordpress/rules/elementor'
import { wooCoupon, wooProduct } from '@/wordpress/rules/woocommerce'
import { metaOf, unserializePhp, type WxrAuthor, type WxrItem, type WxrSite, type WxrTerm } from '@/wordpress/rules/wxr'
import { readExport } from '../read-export'
import { articleContent, elementorContextOf, type LayoutContext, pageLayout } from './convert'
import { type Attachment, importAttachments } from './attachments'
import { knownMedia, MediaIndex } from './media-index'
import { type Imported, ImportRecords } from './records'
import { writeRedirects } from './redirects'

/** How far an import is: items handled of those in the file, and media fetched or failed (docs/import.md). */
export interface ImportProgress {
  itemsDone: number
  itemsTotal: number
  mediaFetched: number
  mediaFailed: number
}

export interface ImportOptions {
  /** `--media`: a folder holding a copy of `wp-content/uploads`, or the address files are fetched from instead. */
  media?: string
  /** Told after each item; the import waits for it. */
  onProgress?: (progress: ImportProgress) => void | Promise<void>
  now?: Date
}

/** Where each taxonomy's terms go; a taxonomy not named here is skipped. */
const TERM_COLLECTIONS: Record<string, { collection: CollectionSlug; nameMax: number; hasParent: boolean }> = {
  category: { collection: 'categories', nameMax: 200, hasParent: true },
  post_tag: { collection: 'tags', nameMax: 200, hasParent: false },
  product_cat: { collection: 'product-categories', nameMax: 100, hasParent: true },
  product_tag: { collection: 'product-tags', nameMax: 60, hasParent: false },
}

/**
 * Taxonomies whose terms say what kind an item is (Elementor's template types, WooCommerce's product types and
 * visibility; `pa_…` attribute values): read with their items, never imported on their own.
 */
const READ_WITH_ITEMS = new Set(['elementor_library_type', 'product_type', 'product_visibility'])

/** The post types this part of the import brings in (attachments first, in their own pass). */
const ITEM_COLLECTIONS: Record<string, CollectionSlug> = { post: 'posts', page: 'pages' }

/** Posts whose writes share one transaction and one flush to disk (docs/import.md, Importing). */
const POSTS_TOGETHER = 32
const TITLE_MAX = 200
const EXCERPT_MAX = 300
/** A product's short description (src/shop/cms/collections/Products.ts). */
const SHORT_DESCRIPTION_MAX = 600
const words = wordpressImport

/** The Vietnamese messages a failed save gives (Payload's ValidationError lists them), or its message. */
function failureMessage(error: unknown): string {
  const listed = (error as { data?: { errors?: { message?: string }[] } }).data?.errors
  const messages = listed?.map((entry) => entry.message).filter(Boolean)
  return messages?.length ? messages.join('; ') : error instanceof Error ? error.message : String(error)
}

/**
 * Imports a WordPress export (docs/import.md, Importing): authors, terms and attachments in a first pass over the
 * file, posts and pages in a second. Each document is written with its import record in one transaction, so running
 * the same file again, or again after a run was killed, makes nothing twice. Returns the report.
 */
export async function importWordPress(
  payload: Payload,
  file: string,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const now = options.now ?? new Date()
  const progress: ImportProgress = { itemsDone: 0, itemsTotal: 0, mediaFetched: 0, mediaFailed: 0 }
  const media = new MediaIndex()
  let site: WxrSite | null = null
  let report = emptyReport('')
  let records: ImportRecords | null = null
  const terms: WxrTerm[] = []
  const attachments: Attachment[] = []
  /** Each variable product's variations (read in pass 1: they may come before or after their product). */
  const variations = new Map<number, WxrItem[]>()
  /** Coupons, imported once the products they name are in. */
  const coupons: WxrItem[] = []
  /** Menu links, made into the main menu once everything they point at is in. */
  const menuItems: WxrItem[] = []

  /** The slug `base`, or the first `base-n` none of `collections` holds (an item's slug already taken by ours). */
  async function freeSlug(req: PayloadRequest, collections: CollectionSlug[], base: string): Promise<string> {
    for (let attempt = 1; ; attempt++) {
      const slug = suffixedSlug(base, attempt)
      const counts = await Promise.all(
        collections.map((collection) =>
          payload.count({ collection, where: { slug: { equals: slug } }, overrideAccess: true, req }),
        ),
      )
      if (counts.every((count) => count.totalDocs === 0)) return slug
    }
  }

  /**
   * Writes one document and its record in one transaction (and nothing when it fails: the failure is reported and
   * the next run tries again). `make` returns the document's id.
   */
  async function write(
    kind: string,
    wpKey: string | number,
    collection: CollectionSlug,
    make: (req: PayloadRequest) => Promise<number>,
  ): Promise<Imported | null> {
    let learn: (() => void) | undefined
    let imported: Imported | null = null
    try {
      await writeInSharedTransaction(payload, async (req) => {
        imported = { collection, id: await make(req) }
        learn = await records!.write(req, kind, wpKey, imported)
      })
    } catch (error) {
      tally(report, kind, String(wpKey), 'failed', words.failed(failureMessage(error)))
      return null
    }
    learn?.()
    tally(report, kind, String(wpKey), 'imported')
    return imported
  }

  /** Counts what is already there from an earlier run; true when it is. */
  function alreadyImported(kind: string, wpKey: string | number): boolean {
    if (!records!.get(kind, wpKey)) return false
    tally(report, kind, String(wpKey), 'existing')
    return true
  }

  /** Renames an imported slug when ours holds it, with a note. */
  async function slugFor(
    req: PayloadRequest,
    kind: string,
    wpKey: string,
    collections: CollectionSlug[],
    base: string,
  ) {
    const slug = await freeSlug(req, collections, base)
    if (slug !== base) note(report, kind, wpKey, words.notes.slugTaken(base, slug))
    return slug
  }

  async function importAuthor(author: WxrAuthor): Promise<void> {
    if (alreadyImported('author', author.login)) return
    await write('author', author.login, 'authors', async (req) => {
      const slug = await slugFor(req, 'author', author.login, ['authors'], slugify(author.login) || 'tac-gia')
      const doc = await payload.create({
        depth: 0,
        collection: 'authors',
        data: { name: author.displayName || author.login, slug },
        overrideAccess: true,
        req,
      })
      return doc.id
    })
  }

  const termBySlug = new Map<string, WxrTerm>()
  const termsById = new Map<string, WxrTerm>()

  /** A term of the export by its taxonomy and WordPress id (the id is how coupons, conditions and menus name it). */
  function termById(taxonomy: string, id: number): { term: WxrTerm; imported: Imported | undefined } | undefined {
    const term = termsById.get(`${taxonomy}\n${id}`)
    return term && { term, imported: records!.get(taxonomy, term.slug) }
  }

  /** A term's WordPress slugs from the top of its hierarchy down to its own (a cycle in the file is cut). */
  function slugPath(term: WxrTerm): string[] {
    const path = [term.slug]
    for (let at = term; at.parent && path.length < 20;) {
      const parent = termBySlug.get(`${at.taxonomy}\n${at.parent}`)
      if (!parent || path.includes(parent.slug)) break
      path.unshift(parent.slug)
      at = parent
    }
    return path
  }

  /** Terms with their parents first; a parent the file does not hold leaves its child at the top, with a note. */
  async function importTerms(): Promise<void> {
    for (const term of terms) {
      termBySlug.set(`${term.taxonomy}\n${term.slug}`, term)
      termsById.set(`${term.taxonomy}\n${term.id}`, term)
    }
    const bySlug = termBySlug
    const visited = new Set<WxrTerm>()
    const visit = async (term: WxrTerm): Promise<void> => {
      if (visited.has(term)) return
      visited.add(term)
      const parent = term.parent ? bySlug.get(`${term.taxonomy}\n${term.parent}`) : undefined
      if (parent) await visit(parent)
      await importTerm(term)
    }
    for (const term of terms) await visit(term)
  }

  async function importTerm(term: WxrTerm): Promise<void> {
    // A menu is counted once, as the menu its links make (importMenu).
    if (term.taxonomy === 'nav_menu') return
    const target = TERM_COLLECTIONS[term.taxonomy]
    const readWithItems = READ_WITH_ITEMS.has(term.taxonomy) || term.taxonomy.startsWith('pa_')
    if (!target)
      return tally(
        report,
        term.taxonomy,
        term.slug,
        'skipped',
        (readWithItems ? words.skipped.readWithItems : words.skipped.taxonomy)(term.taxonomy),
      )
    if (alreadyImported(term.taxonomy, term.slug)) return
    const parentId = term.parent && target.hasParent ? records!.get(term.taxonomy, term.parent)?.id : undefined
    if (term.parent && target.hasParent && parentId === undefined)
      note(report, term.taxonomy, term.slug, words.notes.noParent(term.parent))
    let redirects = 0
    const imported = await write(term.taxonomy, term.slug, target.collection, async (req) => {
      const slug = await slugFor(req, term.taxonomy, term.slug, [target.collection], slugOf(term.slug, term.name))
      const data: Record<string, unknown> = { name: cut(term.name, target.nameMax).text, slug }
      if (target.hasParent) data.parent = parentId ?? null
      if (target.hasParent && term.description) data.description = term.description
      const doc = await payload.create({ depth: 0, collection: target.collection, data, overrideAccess: true, req })
      // WordPress's own archive address finds a term by its slug: one that differs here needs its redirect.
      const old = slug === term.slug ? null : termAddressOf(term.taxonomy, slugPath(term))
      const to = archivePath(term.taxonomy, slug)
      redirects = old && to ? await writeRedirects(req, [old], to) : 0
      return doc.id
    })
    if (imported) report.redirects += redirects
  }

  /** The ids of our terms for an item's terms of a taxonomy. */
  const termIds = (item: WxrItem, taxonomy: string): number[] =>
    item.terms.flatMap((term) => {
      const imported = term.taxonomy === taxonomy ? records!.get(taxonomy, term.slug) : undefined
      return imported ? [imported.id] : []
    })

  async function importItem(item: WxrItem): Promise<void> {
    const key = String(item.id)
    const collection = ITEM_COLLECTIONS[item.type]
    if (!collection) return tally(report, item.type, key, 'skipped', words.skipped.type(item.type))
    if (alreadyImported(item.type, key)) return
    const publication = publicationOf(item, now)
    if (!publication) return tally(report, item.type, key, 'skipped', words.skipped.status(item.status))
    const title = cut(item.title.trim() || words.untitled, TITLE_MAX)
    if (!item.title.trim()) note(report, item.type, key, words.notes.title)
    if (title.wasCut) note(report, item.type, key, words.notes.titleCut)
    if (publication.wasPrivate) note(report, item.type, key, words.notes.private)
    const data: Record<string, unknown> = { title: title.text, _status: publication.status }
    if (collection === 'posts') {
      const excerpt = cut(plainExcerpt(item.excerpt), EXCERPT_MAX)
      if (excerpt.wasCut) note(report, item.type, key, words.notes.excerptCut)
      const thumbnail = metaId(item, '_thumbnail_id')
      const featuredImage = thumbnail === null ? null : media.forId(thumbnail)
      if (thumbnail !== null && !featuredImage) note(report, item.type, key, words.notes.noThumbnail(thumbnail))
      const author = item.author ? records!.get('author', item.author) : undefined
      if (item.author && !author) note(report, item.type, key, words.notes.noAuthor(item.author))
      const { content, notes } = articleContent(item, site!.siteUrl, media)
      for (const line of notes) note(report, item.type, key, line)
      Object.assign(data, {
        excerpt: excerpt.text || null,
        featuredImage: featuredImage?.id ?? null,
        content,
        categories: termIds(item, 'category'),
        tags: termIds(item, 'post_tag'),
        author: author?.id ?? null,
        publishedAt: publication.publishedAt,
        featured: item.isSticky,
      })
    } else {
      const { layout, notes } = pageLayout(item, site!.siteUrl, layoutLookups())
      for (const line of notes) note(report, item.type, key, line)
      data.layout = layout
    }
    let redirects = 0
    const imported = await write(item.type, key, collection, async (req) => {
      const slug = await slugFor(req, item.type, key, ['posts', 'pages'], slugOf(item.slug, item.title))
      const doc = await payload.create({
        depth: 0,
        collection: collection as 'posts',
        data: { ...data, slug } as never,
        draft: publication.status === 'draft',
        overrideAccess: true,
        req,
      })
      // A draft had no public address on the old site.
      const to = `/${slug}`
      if (publication.status === 'published')
        redirects = await writeRedirects(req, oldAddressesOf(item, site!.siteUrl, to), to)
      return doc.id
    })
    if (imported) report.redirects += redirects
  }

  /**
   * A WooCommerce product with its variations (docs/import.md, WooCommerce): the shop's fields from the WooCommerce
   * rules, its description through the content converter, its old addresses redirected to `/san-pham/<slug>`.
   */
  async function importProduct(item: WxrItem): Promise<void> {
    const key = String(item.id)
    if (alreadyImported('product', key)) return
    const publication = publicationOf(item, now)
    if (!publication) return tally(report, 'product', key, 'skipped', words.skipped.status(item.status))
    const { fields, problems } = wooProduct(item, variations.get(item.id) ?? [], {
      mediaFor: (id) => media.forId(id)?.id ?? null,
      termFor: (taxonomy, slug) => records!.get(taxonomy, slug)?.id ?? null,
    })
    const { content, notes } = articleContent(item, site!.siteUrl, media)
    for (const line of [...problems, ...notes]) note(report, 'product', key, line)
    const name = cut(item.title.trim() || words.untitled, TITLE_MAX)
    const shortDescription = cut(plainExcerpt(item.excerpt), SHORT_DESCRIPTION_MAX).text
    let redirects = 0
    const imported = await write('product', key, 'products', async (req) => {
      const slug = await slugFor(req, 'product', key, ['products'], slugOf(item.slug, item.title))
      const doc = await payload.create({
        depth: 0,
        collection: 'products',
        data: {
          ...fields,
          name: name.text,
          slug,
          shortDescription: shortDescription || null,
          description: content,
          publishedAt: publication.publishedAt,
          _status: publication.status,
        } as never,
        draft: publication.status === 'draft',
        overrideAccess: true,
        req,
      })
      const to = `/san-pham/${slug}`
      if (publication.status === 'published')
        redirects = await writeRedirects(req, oldAddressesOf(item, site!.siteUrl, to), to)
      return doc.id
    })
    if (imported) report.redirects += redirects
  }

  /** A WooCommerce coupon (docs/import.md, WooCommerce); one of another type, or not published, is left out. */
  async function importCoupon(item: WxrItem): Promise<void> {
    const key = String(item.id)
    if (alreadyImported('shop_coupon', key)) return
    if (item.status !== 'publish')
      return tally(report, 'shop_coupon', key, 'skipped', words.skipped.status(item.status))
    const { fields, problems } = wooCoupon(item, {
      productFor: (id) => records!.get('product', id)?.id ?? null,
      productCategoryFor: (termId) => termById('product_cat', termId)?.imported?.id ?? null,
    })
    if (!fields) return tally(report, 'shop_coupon', key, 'skipped', problems.join('; '))
    for (const line of problems) note(report, 'shop_coupon', key, line)
    await write('shop_coupon', key, 'coupons', async (req) => {
      const doc = await payload.create({
        depth: 0,
        collection: 'coupons',
        data: fields as never,
        overrideAccess: true,
        req,
      })
      return doc.id
    })
  }

  /** What the Elementor converter looks up: media, posts and pages, categories, as imported so far. */
  const layoutLookups = (): LayoutContext => ({
    media,
    postFor: (oldId) => (records!.get('page', oldId) ?? records!.get('post', oldId))?.id ?? null,
    categoryFor: (oldTermId) => termById('category', oldTermId)?.imported?.id ?? null,
  })

  /**
   * An Elementor theme builder document (header, footer, single, archive) as our template of that kind, or a popup
   * as our popup, with their display conditions, triggers and timing (docs/import.md, Elementor layouts). Saved
   * sections and blocks (other template types) are skipped with their type.
   */
  async function importElementorDocument(item: WxrItem): Promise<void> {
    const key = String(item.id)
    if (alreadyImported(item.type, key)) return
    const publication = publicationOf(item, now)
    if (!publication) return tally(report, item.type, key, 'skipped', words.skipped.status(item.status))
    const stored = (metaKey: string) => {
      const read = unserializePhp(metaOf(item, metaKey) ?? '')
      return read.ok ? read.value : null
    }
    const type = metaOf(item, '_elementor_template_type') ?? ''
    const context = elementorContextOf(site!.siteUrl, layoutLookups())
    const { layout, notes } = pageLayout(item, site!.siteUrl, layoutLookups())
    const title = cut(item.title.trim() || words.untitled, TITLE_MAX).text
    let collection: 'popups' | 'templates'
    let data: Record<string, unknown>
    let left: string[]
    if (type === 'popup') {
      const popup = elementorPopup(
        stored('_elementor_popup_display_settings'),
        stored('_elementor_page_settings'),
        stored('_elementor_conditions'),
        context,
      )
      collection = 'popups'
      data = { conditions: popup.conditions, triggers: popup.triggers, timing: popup.timing, settings: popup.settings }
      left = popup.unmapped
    } else {
      const template = themeTemplate(type, stored('_elementor_conditions'), context)
      if (!template.kind) return tally(report, item.type, key, 'skipped', words.skipped.templateType(type))
      collection = 'templates'
      data = { kind: template.kind, conditions: template.conditions }
      left = template.unmapped
    }
    for (const line of [...notes, ...left.map(words.notes.elementorRule)]) note(report, item.type, key, line)
    await write(item.type, key, collection, async (req) => {
      const doc = await payload.create({
        depth: 0,
        collection,
        data: { ...data, title, layout, _status: publication.status } as never,
        draft: publication.status === 'draft',
        overrideAccess: true,
        req,
      })
      return doc.id
    })
  }

  /** A menu link's target among what was imported: a post, page, category or tag, or an address. */
  function menuLinkOf(item: WxrItem): MenuLink | null {
    const label = item.title.trim()
    const object = metaOf(item, '_menu_item_object') ?? ''
    const objectId = Number(metaOf(item, '_menu_item_object_id'))
    const type = metaOf(item, '_menu_item_type')
    if (type === 'custom') {
      const address = metaOf(item, '_menu_item_url')?.trim() ?? ''
      // An address of the old site becomes its path here (without WordPress's trailing slash).
      const path = oldSitePath(address, site!.siteUrl)
      const url = path ? path.replace(/(.)\/(?=$|\?)/, '$1') : address
      return url ? { kind: 'custom', url, label: label || url } : null
    }
    if (type === 'post_type' && (object === 'post' || object === 'page')) {
      const imported = records!.get(object, objectId)
      const relationTo = object === 'post' ? 'posts' : 'pages'
      return imported ? { kind: 'content', target: { relationTo, value: imported.id }, ...(label && { label }) } : null
    }
    const { term, imported } = termById(object, objectId) ?? {}
    if (!term || !imported) return null
    if (object === 'category' || object === 'post_tag') {
      const relationTo = object === 'category' ? 'categories' : 'tags'
      return { kind: 'content', target: { relationTo, value: imported.id }, ...(label && { label }) }
    }
    // A product category's archive (our menus link to content of the articles' kind).
    const path = archivePath(object, term.slug)
    return path ? { kind: 'custom', url: path, label: label || term.name } : null
  }

  /**
   * The export's main menu (the one with the most links) as our main menu, replacing it, once (docs/import.md,
   * Importing); other menus are said to be left out.
   */
  async function importMenu(): Promise<void> {
    const main = mainMenu(menuItems)
    if (!main) return
    for (const menu of new Set(menuItems.map(menuOf)))
      if (menu && menu !== main) tally(report, 'nav_menu', menu, 'skipped', words.skipped.otherMenu(main))
    if (alreadyImported('nav_menu', main)) return
    const { rows, flattened, missing } = menuRows(
      menuItems.filter((item) => menuOf(item) === main),
      menuLinkOf,
    )
    for (const id of flattened) note(report, 'nav_menu', main, words.notes.menuFlattened(id))
    for (const id of missing) note(report, 'nav_menu', main, words.notes.menuMissing(id))
    // A global has no id of its own: its record names it with 0.
    await write('nav_menu', main, 'navigation' as CollectionSlug, async (req) => {
      await payload.updateGlobal({ slug: 'navigation', data: { main: rows }, overrideAccess: true, req })
      return 0
    })
  }

  const advance = async () => {
    progress.itemsDone++
    await options.onProgress?.({ ...progress })
  }

  // Pass 1: the site, its authors and terms; attachments are kept (small) to import once the terms are in.
  for await (const record of readExport(file)) {
    if (record.kind === 'site') {
      site = record.site
      report = emptyReport(site.siteUrl.replace(/\/+$/, ''))
      records = await ImportRecords.load(payload, report.site)
    } else if (record.kind === 'problem') {
      report.lines.push({ kind: 'file', wpKey: String(record.problem.line), outcome: 'failed', ...record.problem })
    } else if (record.kind === 'author') await importAuthor(record.author)
    else if (record.kind === 'term') terms.push(record.term)
    else if (record.kind === 'item') {
      progress.itemsTotal++
      const { id, title, attachmentUrl, content, meta, type, parentId } = record.item
      if (type === 'attachment') attachments.push({ id, title, attachmentUrl, content, meta })
      if (type === 'product_variation' && parentId !== null)
        variations.set(parentId, [...(variations.get(parentId) ?? []), record.item])
    }
  }
  if (!site || !records) return report
  await importTerms()
  await importAttachments(payload, {
    attachments,
    records,
    report,
    source: options.media ?? '',
    siteUrl: site.siteUrl,
    done: async (outcome) => {
      if (outcome === 'fetched') progress.mediaFetched++
      if (outcome === 'failed') progress.mediaFailed++
      await advance()
    },
  })
  // The attachments' records, written by their jobs, and their media items for the posts that show them.
  records = await ImportRecords.load(payload, report.site)
  await knownMedia(payload, records, new Map(attachments.map((item) => [item.id, item.attachmentUrl ?? ''])), media)
  // Pass 2: everything else, in the order of the file. Posts come POSTS_TOGETHER at a time: their writes share a
  // transaction (group commit). Anything else waits for them, as a page's layout may name a post before it.
  const posts: Promise<void>[] = []
  const postsWritten = () => Promise.all(posts.splice(0))
  for await (const record of readExport(file)) {
    if (record.kind !== 'item' || record.item.type === 'attachment') continue
    const { item } = record
    if (item.type === 'post') {
      posts.push(importItem(item).then(advance))
      if (posts.length >= POSTS_TOGETHER) await postsWritten()
      continue
    }
    await postsWritten()
    // A variation is imported with its product; coupons once every product is in.
    if (item.type === 'product') await importProduct(item)
    else if (item.type === 'elementor_library') await importElementorDocument(item)
    else if (item.type === 'shop_coupon') coupons.push(item)
    else if (item.type === 'nav_menu_item') menuItems.push(item)
    else if (item.type !== 'product_variation') await importItem(item)
    await advance()
  }
  await postsWritten()
  for (const coupon of coupons) await importCoupon(coupon)
  await importMenu()
  if (variations.size > 0 || report.counts.product)
    report.lines.push({ kind: 'shop_order', wpKey: '', outcome: 'skipped', message: words.skipped.orders })
  report.media = { fetched: progress.mediaFetched, failed: progress.mediaFailed }
  return report
}
