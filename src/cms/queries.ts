import config from '@payload-config'
import {
  getPayload,
  type CollectionSlug,
  type DataFromCollectionSlug,
  type FindOptions,
  type PaginatedDocs,
  type GlobalSlug,
  type SelectType,
  type Where,
} from 'payload'
import { cache } from 'react'
import type { Category, Media, Navigation, Page, Popup, Post, SiteSetting, Template, User } from '@/payload-types'
import { cachedRead } from './cache/cached-read'
import { PAGES_TAG, POSTS_TAG, SITE_TAG, pageTag, slugTag } from './cache/tags'

/**
 * Data the public site reads, through Payload's Local API with visitor access: every read below goes through
 * `visitorFind` or `visitorGlobal`, which never override access. Reads are kept across requests (cachedRead) under
 * the tags of what they show (cache/tags.ts), and once per request (React's `cache`). What every page's frame reads is
 * here (settings, menus, templates, builder pages); posts, terms and search are the content slice's
 * (src/content/reads/), products the shop's.
 */

export const getPayloadClient = () => getPayload({ config })

/** Only what is published: every visitor read of a versioned collection adds it. */
export const PUBLISHED: Where = { _status: { equals: 'published' } }

/** `payload.find` as an anonymous visitor: the collection's read access decides what is returned. */
export async function visitorFind<C extends CollectionSlug>(
  options: Omit<FindOptions<C, SelectType>, 'overrideAccess' | 'user'>,
): Promise<PaginatedDocs<DataFromCollectionSlug<C>>> {
  const payload = await getPayloadClient()
  // Typed by hand: inferring `find`'s own generics over every collection is more than TypeScript can represent.
  const find = payload.find as unknown as (
    options: FindOptions<C, SelectType>,
  ) => Promise<PaginatedDocs<DataFromCollectionSlug<C>>>
  return find.call(payload, { ...options, overrideAccess: false })
}

/** `payload.findGlobal` as an anonymous visitor. */
async function visitorGlobal<G extends GlobalSlug>(slug: G, depth: number) {
  const payload = await getPayloadClient()
  return payload.findGlobal({ slug, depth, overrideAccess: false })
}

export interface SiteChrome {
  settings: SiteSetting
  /** "Ảnh chia sẻ mặc định": the Open Graph image of pages without their own. */
  shareImage: Media | null
  navigation: Navigation
  categories: Category[]
  /** Every published theme template (there are few); the site picks one per view by its display conditions. */
  templates: Template[]
  /** Every published popup; each page shows those whose display conditions fit it. */
  popups: Popup[]
}

/** What every page's frame shows: settings, menus, categories, the theme templates and the popups. Changes with the site. */
const readSiteChrome = cachedRead(
  'site-chrome',
  async (): Promise<SiteChrome> => {
    const [settings, navigation, categories, templates, popups] = await Promise.all([
      visitorGlobal('site-settings', 0),
      visitorGlobal('navigation', 0),
      visitorFind({ collection: 'categories', sort: 'order', depth: 0, pagination: false }),
      visitorFind({ collection: 'templates', where: PUBLISHED, depth: 0, pagination: false }),
      visitorFind({ collection: 'popups', where: PUBLISHED, depth: 0, pagination: false, sort: 'id' }),
    ])
    const shareImageId = typeof settings.shareImage === 'object' ? settings.shareImage?.id : settings.shareImage
    const shareImage = shareImageId
      ? ((await visitorFind({ collection: 'media', where: { id: { equals: shareImageId } }, limit: 1, depth: 0 }))
          .docs[0] ?? null)
      : null
    return {
      settings,
      shareImage,
      navigation,
      categories: categories.docs,
      templates: templates.docs,
      popups: popups.docs,
    }
  },
  () => [SITE_TAG],
)
export const getSiteChrome = cache(() => readSiteChrome())

export const getThemeTemplates = cache(async (): Promise<Template[]> => (await getSiteChrome()).templates)

const readPageBySlug = cachedRead(
  'page-by-slug',
  async (slug: string): Promise<Page | null> => {
    const { docs } = await visitorFind({
      collection: 'pages',
      where: { and: [PUBLISHED, { slug: { equals: slug } }] },
      limit: 1,
      depth: 0,
    })
    return docs[0] ?? null
  },
  (slug) => [slugTag(slug)],
)
/** A published builder page by its slug. */
export const getPageBySlug = cache((slug: string) => readPageBySlug(slug))

const readPageById = cachedRead(
  'page-by-id',
  async (id: number): Promise<Page | null> => {
    const { docs } = await visitorFind({
      collection: 'pages',
      where: { and: [PUBLISHED, { id: { equals: id } }] },
      limit: 1,
      depth: 0,
    })
    return docs[0] ?? null
  },
  (id) => [pageTag(id)],
)

/** A published builder page by id. */
export const getPageById = (id: number) => readPageById(id)

/** The builder page chosen as the home page in the site settings, if it is published. */
export async function getHomePage(settings: SiteSetting): Promise<Page | null> {
  const id = typeof settings.homePage === 'object' ? settings.homePage?.id : settings.homePage
  return id ? readPageById(id) : null
}

/** Slugs and change dates of every published post or builder page that search engines may index (sitemap). */
export const listIndexablePaths = cachedRead(
  'indexable-paths',
  async (collection: 'posts' | 'pages'): Promise<{ slug: string; updatedAt: string }[]> => {
    const where: Where = { and: [PUBLISHED, { 'seo.noindex': { not_equals: true } }] }
    const { docs } = await visitorFind({
      collection,
      where,
      select: { slug: true, updatedAt: true },
      pagination: false,
      depth: 0,
    })
    return (docs as { slug?: string | null; updatedAt: string }[]).flatMap((doc) =>
      doc.slug ? [{ slug: doc.slug, updatedAt: doc.updatedAt }] : [],
    )
  },
  (collection) => [collection === 'posts' ? POSTS_TAG : PAGES_TAG],
)

/**
 * The newest version, draft or published, of the post or builder page at `slug`, as `user` may read it: what an
 * editor's preview shows. The one read here with a user's access rather than a visitor's, and never kept.
 */
export async function latestVersionBySlug(
  collection: 'posts' | 'pages',
  slug: string,
  user: User,
): Promise<Post | Page | null> {
  const payload = await getPayloadClient()
  const where: Where = { slug: { equals: slug } }
  const { docs } = await payload.find({
    collection,
    where,
    draft: true,
    overrideAccess: false,
    user,
    limit: 1,
    depth: collection === 'posts' ? 2 : 0,
  })
  return docs[0] ?? null
}
