import type { Where } from 'payload'
import { cache } from 'react'
import type { Author, Post } from '@/payload-types'
import { cachedRead } from '@/cms/cache/cached-read'
import { memoryCaches } from '@/cms/cache/memory'
import { POSTS_TAG, SITE_TAG, categoryPostsTag, slugTag } from '@/cms/cache/tags'
import { PUBLISHED, getPayloadClient, getSiteChrome, visitorFind } from '@/cms/queries'

/** Published posts as the site shows them: pages of a list, one by its address, the cards of loops and search. */

export const POSTS_PER_PAGE = 12

/** What reading post cards asks for. */
export interface PostCardOptions {
  /** Whether the posts' text is read too (their whole body shown, or their reading time). */
  withText: boolean
}

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
      where: { and: [PUBLISHED, where] },
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
      where: { and: [PUBLISHED, { slug: { equals: slug } }] },
      limit: 1,
      depth: 2,
    })
    return docs[0] ?? null
  },
  (slug) => [slugTag(slug)],
)
export const getPostBySlug = cache((slug: string) => readPostBySlug(slug))

/**
 * Posts by id, in the given order, as loops and search show them: the fields their cards show, a category's and a byline's name
 * and address (a third of the read went to each post's tags, which no card shows), and their text only when asked (the
 * full-content skin, reading times). Read in id order: sorted by date, SQLite would walk every published post in date
 * order to find these few (10 ms over 100,000 posts instead of 0.2). Cards without text are kept in this process's
 * memory until posts or the site's terms change: filters that list the same recent posts read them once.
 */
export async function getPostCards(ids: number[], { withText }: PostCardOptions): Promise<Post[]> {
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
    where: { and: [PUBLISHED, { id: { in: ids } }] },
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
export const publishedPostCount = cachedRead(
  'published-post-count',
  async () =>
    (await getPayloadClient())
      .count({ collection: 'posts', where: PUBLISHED, overrideAccess: false })
      .then(({ totalDocs }) => totalDocs),
  () => [POSTS_TAG],
)

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
