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
import type {
  Author,
  Category,
  Media,
  Navigation,
  Page,
  Popup,
  Post,
  SiteSetting,
  Tag,
  Template,
  User,
} from '@/payload-types'
import { plainText } from '@/lib/lexical'
import { foldDiacritics } from '@/lib/vi'
import type { LoopPlan } from '@/loops/rules/query'
import { loopPostIds } from '@/loops/server'
import { searchPostIds } from '@/server/search'
import { searchAnswerKey } from '@/server/search/answer-key'
import { cachedRead, renderTags } from './cache/cached-read'
import { memoryCaches, type SearchCard } from './cache/memory'
import { PAGES_TAG, POSTS_TAG, PRODUCTS_TAG, SITE_TAG, categoryPostsTag, pageTag, slugTag } from './cache/tags'

/**
 * Data the public site reads, through Payload's Local API with visitor access: every read below goes through
 * `visitorFind` or `visitorGlobal`, which never override access. Reads are kept across requests (cachedRead) under
 * the tags of what they show (cache/tags.ts), and once per request (React's `cache`).
 */

export const getPayloadClient = () => getPayload({ config })

export const POSTS_PER_PAGE = 12

const published: Where = { _status: { equals: 'published' } }

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
      visitorFind({ collection: 'templates', where: published, depth: 0, pagination: false }),
      visitorFind({ collection: 'popups', where: published, depth: 0, pagination: false, sort: 'id' }),
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

export interface PostPage {
  posts: Post[]
  page: number
  totalPages: number
  totalDocs: number
}

const readPosts = cachedRead(
  'posts',
  async (where: Where, page: number, limit: number, _tags: string[]): Promise<PostPage> => {
    const result = await visitorFind({
      collection: 'posts',
      where: { and: [published, where] },
      sort: '-publishedAt',
      page,
      limit,
      depth: 1,
    })
    return {
      posts: result.docs,
      page: result.page ?? 1,
      totalPages: result.totalPages,
      totalDocs: result.totalDocs,
    }
  },
  (_where, _page, _limit, tags) => tags,
)

/**
 * A page of published posts, newest first. `tags` name the lists this one belongs to (cache/tags.ts): by default
 * the site-wide lists, which any post's change clears; archives and related posts pass their narrower list.
 */
export function listPosts(
  where: Where = {},
  page = 1,
  limit = POSTS_PER_PAGE,
  tags: string[] = [POSTS_TAG],
): Promise<PostPage> {
  return readPosts(where, page, limit, tags)
}

const readPostBySlug = cachedRead(
  'post-by-slug',
  async (slug: string): Promise<Post | null> => {
    const { docs } = await visitorFind({
      collection: 'posts',
      where: { and: [published, { slug: { equals: slug } }] },
      limit: 1,
      depth: 2,
    })
    return docs[0] ?? null
  },
  (slug) => [slugTag(slug)],
)
export const getPostBySlug = cache((slug: string) => readPostBySlug(slug))

const readPageBySlug = cachedRead(
  'page-by-slug',
  async (slug: string): Promise<Page | null> => {
    const { docs } = await visitorFind({
      collection: 'pages',
      where: { and: [published, { slug: { equals: slug } }] },
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
      where: { and: [published, { id: { equals: id } }] },
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

/**
 * Posts by id, in the given order, as loops show them: the fields their cards show, a category's and a byline's name
 * and address (a third of the read went to each post's tags, which no card shows), and their text only when asked (the
 * full-content skin, reading times). Read in id order: sorted by date, SQLite would walk every published post in date
 * order to find these few (10 ms over 100,000 posts instead of 0.2). Cards without text are kept in this process's
 * memory until posts or the site's terms change: filters that list the same recent posts read them once.
 */
async function getPostsByIds(ids: number[], { withText }: LoopPostsOptions): Promise<Post[]> {
  const { loopCards } = memoryCaches
  const missing = withText ? ids : ids.filter((id) => !loopCards.get(String(id)))
  const read = missing.length ? await readPostCards(missing, withText) : []
  if (!withText) for (const post of read) loopCards.set(String(post.id), post, [POSTS_TAG, SITE_TAG])
  const byId = new Map(read.map((post) => [post.id, post]))
  return ids.flatMap((id) => byId.get(id) ?? (withText ? [] : (loopCards.get(String(id)) ?? [])))
}

/** Every byline's name and address, as cards show them: few, and changed with the site. */
const readCardAuthors = cachedRead(
  'card-authors',
  async (): Promise<Author[]> => {
    const { docs } = await visitorFind({
      collection: 'authors',
      depth: 0,
      pagination: false,
      select: { name: true, slug: true },
    })
    return docs
  },
  () => [SITE_TAG],
)

const byId = <T extends { id: number }>(docs: T[]) => new Map(docs.map((doc) => [doc.id, doc]))
const idOf = (reference: number | { id: number }) => (typeof reference === 'number' ? reference : reference.id)

/**
 * The posts' card fields, with their categories (from the site's frame), bylines (all kept) and pictures (one read)
 * filled in: what Payload's `depth: 1` gives, in about half its time (it reads and checks each related document alone).
 */
async function readPostCards(ids: number[], withText: boolean): Promise<Post[]> {
  const { docs } = await visitorFind({
    collection: 'posts',
    where: { and: [published, { id: { in: ids } }] },
    sort: 'id',
    limit: ids.length,
    pagination: false,
    depth: 0,
    select: {
      title: true,
      slug: true,
      excerpt: true,
      publishedAt: true,
      featuredImage: true,
      categories: true,
      author: true,
      ...(withText && { content: true }),
    },
  })
  const posts = docs
  const imageIds = [...new Set(posts.flatMap(({ featuredImage }) => (featuredImage ? [idOf(featuredImage)] : [])))]
  const [{ categories }, authors, images] = await Promise.all([
    getSiteChrome(),
    readCardAuthors(),
    imageIds.length
      ? visitorFind({
          collection: 'media',
          where: { id: { in: imageIds } },
          limit: imageIds.length,
          pagination: false,
          depth: 0,
        }).then(({ docs }) => docs)
      : [],
  ])
  const [categoryById, authorById, imageById] = [byId(categories), byId(authors), byId(images)]
  return posts.map((post) => ({
    ...post,
    categories: (post.categories ?? []).flatMap((category) => categoryById.get(idOf(category)) ?? []),
    author: post.author ? (authorById.get(idOf(post.author)) ?? null) : null,
    featuredImage: post.featuredImage ? (imageById.get(idOf(post.featuredImage)) ?? null) : null,
  }))
}

/** How many posts are published: what loops leaving posts out count from, the same for every filter until a post changes. */
const readPublishedCount = cachedRead(
  'published-post-count',
  async () =>
    (await getPayloadClient())
      .count({ collection: 'posts', where: published, overrideAccess: false })
      .then(({ totalDocs }) => totalDocs),
  () => [POSTS_TAG],
)

const readLoopPage = cachedRead(
  'loop-page',
  async (plan: LoopPlan) => loopPostIds(await getPayloadClient(), plan, { publishedCount: readPublishedCount }),
  () => [POSTS_TAG],
)

export interface LoopPostsOptions {
  /** Whether the posts' text is read too (their whole body shown, or their reading time). */
  withText: boolean
}

/** The posts of a loop widget's page, in order, and how many posts the loop has in all. */
export async function listLoopPosts(
  plan: LoopPlan,
  options: LoopPostsOptions,
): Promise<{ posts: Post[]; total: number }> {
  const { ids, total } = await readLoopPage(plan)
  return { posts: await getPostsByIds(ids, options), total }
}

const readTagIds = cachedRead(
  'tag-ids-by-slug',
  async (slugs: string[]): Promise<Record<string, number>> => {
    const { docs } = await visitorFind({
      collection: 'tags',
      where: { slug: { in: slugs } },
      limit: slugs.length,
      depth: 0,
      select: { slug: true },
    })
    return Object.fromEntries(docs.map((tag) => [tag.slug, tag.id]))
  },
  () => [SITE_TAG],
)

/** The ids of the tags with these slugs (a slug no tag has is missing from the answer). */
export async function tagIdsBySlug(slugs: string[]): Promise<Record<string, number>> {
  return slugs.length ? readTagIds([...new Set(slugs)].sort()) : {}
}

/** A filter widget's tags: up to 100, the ones asked for by id, or else the first by name. */
const readFilterTags = cachedRead(
  'filter-tags',
  async (ids: number[]): Promise<Pick<Tag, 'id' | 'name' | 'slug'>[]> => {
    const where: Where = ids.length ? { id: { in: ids } } : {}
    const { docs } = await visitorFind({
      collection: 'tags',
      where,
      sort: 'name',
      limit: ids.length || 100,
      depth: 0,
      select: { name: true, slug: true },
    })
    return docs.map(({ id, name, slug }) => ({ id, name, slug }))
  },
  () => [SITE_TAG],
)

/** Tags for a filter's buttons: those with these ids, or, with none given, the site's tags by name (at most 100). */
export const getFilterTags = (ids: number[]) => readFilterTags(ids.slice(0, 100))

export interface SearchAnswer {
  /** The terms searched: the visitor's, or their correction when `corrected`. */
  terms: string[]
  total: number
  cards: SearchCard[]
  /** Whether the visitor's words found nothing and these are the results of a corrected query. */
  corrected: boolean
}

/**
 * A page of search results. The answer is kept per normalised query and page, and each result's card per post,
 * in this process's memory until posts change (or products: a correction may come from their words): a new query
 * costs the index lookup and only the posts not seen yet.
 */
export async function searchPosts(query: string, page: number, perPage: number): Promise<SearchAnswer> {
  renderTags().add(POSTS_TAG).add(PRODUCTS_TAG)
  const { searchIds, searchCards } = memoryCaches
  const key = `${searchAnswerKey(query, page)}|${perPage}`
  let found = searchIds.get(key)
  if (!found) {
    found = await searchPostIds(await getPayloadClient(), query, page, perPage)
    searchIds.set(key, found, [POSTS_TAG, PRODUCTS_TAG])
  }
  const missing = found.ids.filter((id) => !searchCards.get(String(id)))
  for (const post of await getPostsByIds(missing, { withText: true })) {
    const text = [post.excerpt, plainText(post.content)].filter(Boolean).join(' ')
    searchCards.set(String(post.id), { post: { ...post, content: null }, text, folded: foldDiacritics(text) }, [
      POSTS_TAG,
      SITE_TAG,
    ])
  }
  return {
    terms: found.terms,
    total: found.total,
    cards: found.ids.flatMap((id) => searchCards.get(String(id)) ?? []),
    corrected: found.corrected,
  }
}

/** Categories, tags and bylines change with the site (they show in its frame and on every card). */
const readTerm = cachedRead(
  'term-by-slug',
  async (collection: 'categories' | 'tags' | 'authors', slug: string) => {
    const { docs } = await visitorFind({ collection, where: { slug: { equals: slug } }, limit: 1, depth: 1 })
    return docs[0] ?? null
  },
  () => [SITE_TAG],
)

export const getCategoryBySlug = cache(async (slug: string) => (await readTerm('categories', slug)) as Category | null)
export const getTagBySlug = cache(async (slug: string) => (await readTerm('tags', slug)) as Tag | null)
export const getAuthorBySlug = cache(async (slug: string) => (await readTerm('authors', slug)) as Author | null)
export const getCategoryById = cache(
  async (id: number): Promise<Category | null> =>
    (await getSiteChrome()).categories.find((category) => category.id === id) ?? null,
)

/** A category and its direct children: an archive of a parent category lists its children's posts too. */
export async function categoryFamilyIds(category: Category): Promise<number[]> {
  const { categories } = await getSiteChrome()
  const children = categories.filter(
    (candidate) => (typeof candidate.parent === 'object' ? candidate.parent?.id : candidate.parent) === category.id,
  )
  return [category.id, ...children.map((child) => child.id)]
}

export async function getRelatedPosts(post: Post, limit = 3): Promise<Post[]> {
  const primary = post.categories?.[0]
  const categoryId = typeof primary === 'object' ? primary?.id : primary
  if (!categoryId) return []
  const { posts } = await listPosts(
    { and: [{ categories: { in: [categoryId] } }, { id: { not_equals: post.id } }] },
    1,
    limit,
    [categoryPostsTag(categoryId)],
  )
  return posts
}

/** Slugs and change dates of every published post or builder page that search engines may index (sitemap). */
export const listIndexablePaths = cachedRead(
  'indexable-paths',
  async (collection: 'posts' | 'pages'): Promise<{ slug: string; updatedAt: string }[]> => {
    const where: Where = { and: [published, { 'seo.noindex': { not_equals: true } }] }
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
