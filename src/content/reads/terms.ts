import type { Where } from 'payload'
import { cache } from 'react'
import type { Author, Category, Tag } from '@/payload-types'
import { cachedRead } from '@/cms/cache/cached-read'
import { SITE_TAG } from '@/cms/cache/tags'
import { getSiteChrome, visitorFind } from '@/cms/queries'

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
