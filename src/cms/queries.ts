import config from '@payload-config'
import { getPayload, type Where } from 'payload'
import { cache } from 'react'
import type { Author, Category, Page, Post, SiteSetting, Tag, Template } from '@/payload-types'

/** Data the public site reads, through Payload's Local API with public (visitor) access. */

export const getPayloadClient = () => getPayload({ config })

export const POSTS_PER_PAGE = 12

const published: Where = { _status: { equals: 'published' } }

export const getSiteChrome = cache(async () => {
  const payload = await getPayloadClient()
  const [settings, navigation, categories] = await Promise.all([
    payload.findGlobal({ slug: 'site-settings', depth: 1 }),
    payload.findGlobal({ slug: 'navigation', depth: 0 }),
    payload.find({ collection: 'categories', limit: 100, sort: 'order', depth: 0, pagination: false }),
  ])
  return { settings, navigation, categories: categories.docs }
})

export interface PostPage {
  posts: Post[]
  page: number
  totalPages: number
  totalDocs: number
}

export async function listPosts(where: Where = {}, page = 1, limit = POSTS_PER_PAGE): Promise<PostPage> {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'posts',
    where: { and: [published, where] },
    sort: '-publishedAt',
    page,
    limit,
    depth: 1,
    overrideAccess: false,
  })
  return { posts: result.docs, page: result.page ?? 1, totalPages: result.totalPages, totalDocs: result.totalDocs }
}

export const getPostBySlug = cache(async (slug: string): Promise<Post | null> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'posts',
    where: { and: [published, { slug: { equals: slug } }] },
    limit: 1,
    depth: 2,
    overrideAccess: false,
  })
  return docs[0] ?? null
})

/** A published builder page by its slug. */
export const getPageBySlug = cache(async (slug: string): Promise<Page | null> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { and: [published, { slug: { equals: slug } }] },
    limit: 1,
    depth: 0,
    overrideAccess: false,
  })
  return docs[0] ?? null
})

/** Every published theme template (there are few); the site picks one per view by its display conditions. */
export const getThemeTemplates = cache(async (): Promise<Template[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'templates', where: published, depth: 0, pagination: false, overrideAccess: false })
  return docs
})

/** The builder page chosen as the home page in the site settings, if it is published. */
export async function getHomePage(settings: SiteSetting): Promise<Page | null> {
  const id = typeof settings.homePage === 'object' ? settings.homePage?.id : settings.homePage
  if (!id) return null
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'pages', where: { and: [published, { id: { equals: id } }] }, limit: 1, depth: 0, overrideAccess: false })
  return docs[0] ?? null
}

/** Posts by id, in the given order (search results). */
export async function getPostsByIds(ids: number[]): Promise<Post[]> {
  if (!ids.length) return []
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'posts',
    where: { and: [published, { id: { in: ids } }] },
    limit: ids.length,
    depth: 1,
    overrideAccess: false,
  })
  const byId = new Map(docs.map((post) => [post.id, post]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

async function findBySlug<T>(collection: 'categories' | 'tags' | 'authors', slug: string): Promise<T | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection, where: { slug: { equals: slug } }, limit: 1, depth: 1 })
  return (docs[0] as T) ?? null
}

export const getCategoryBySlug = cache((slug: string) => findBySlug<Category>('categories', slug))
export const getCategoryById = cache(async (id: number): Promise<Category | null> => {
  const payload = await getPayloadClient()
  return payload.findByID({ collection: 'categories', id, depth: 0 }).catch(() => null)
})
export const getTagBySlug = cache((slug: string) => findBySlug<Tag>('tags', slug))
export const getAuthorBySlug = cache((slug: string) => findBySlug<Author>('authors', slug))

/** A category and its direct children: an archive of a parent category lists its children's posts too. */
export async function categoryFamilyIds(category: Category): Promise<number[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'categories',
    where: { parent: { equals: category.id } },
    depth: 0,
    limit: 100,
  })
  return [category.id, ...docs.map((child) => child.id)]
}

export async function getRelatedPosts(post: Post, limit = 3): Promise<Post[]> {
  const primary = post.categories?.[0]
  const categoryId = typeof primary === 'object' ? primary?.id : primary
  if (!categoryId) return []
  const { posts } = await listPosts({ and: [{ categories: { in: [categoryId] } }, { id: { not_equals: post.id } }] }, 1, limit)
  return posts
}

/** Slugs and change dates of every published post or builder page (sitemap). */
export async function listAllPaths(collection: 'posts' | 'pages'): Promise<{ slug: string; updatedAt: string }[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection,
    where: published,
    select: { slug: true, updatedAt: true },
    pagination: false,
    depth: 0,
  })
  return docs.flatMap((doc) => (doc.slug ? [{ slug: doc.slug, updatedAt: doc.updatedAt }] : []))
}
