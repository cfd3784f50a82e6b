import type { Metadata } from 'next'
import { categoryFamilyIds, getAuthorBySlug, getCategoryBySlug, getTagBySlug } from '@/content/reads/terms'
import { listPosts, type PostPage } from '@/content/reads/posts'
import type { Where } from 'payload'
import type { LoopContext } from '@/loops/rules'
import { categoryLineage } from '@/site/display-conditions/logic'
import { vi } from '@/i18n/vi'

export type ArchiveKind = 'category' | 'tag' | 'author'

export interface Archive {
  kicker: string
  title: string
  description?: string | null
  basePath: string
  /** The archive's category and its parent (display conditions); empty for tags and authors. */
  categoryIds: number[]
  /** What a template's post grid showing "the archive's posts" lists: the category with its subcategories, the tag or the byline. */
  loop: NonNullable<LoopContext['archive']>
  result: PostPage
}

/** Page numbers come from the URL: only whole numbers from 2 up are pages (page 1 has no suffix). */
export function parsePageParam(value: string | undefined): number | null {
  if (value === undefined) return 1
  return /^[1-9]\d{0,4}$/.test(value) && Number(value) >= 2 ? Number(value) : null
}

/** Loads an archive page; null for an unknown term, a malformed page number or a page past the end (a 404). */
export async function loadArchive(kind: ArchiveKind, slug: string, pageParam?: string): Promise<Archive | null> {
  const page = parsePageParam(pageParam)
  if (page === null) return null
  let archive: Omit<Archive, 'result'> & { where: Where }
  if (kind === 'category') {
    const category = await getCategoryBySlug(slug)
    if (!category) return null
    const family = await categoryFamilyIds(category)
    archive = {
      kicker: vi.category,
      title: category.name,
      description: category.description,
      basePath: `/chuyen-muc/${category.slug}`,
      categoryIds: categoryLineage([category]),
      loop: { categories: family },
      where: { categories: { in: family } },
    }
  } else if (kind === 'tag') {
    const tag = await getTagBySlug(slug)
    if (!tag) return null
    archive = {
      kicker: vi.tags,
      title: tag.name,
      basePath: `/the/${tag.slug}`,
      categoryIds: [],
      loop: { tags: [tag.id] },
      where: { tags: { in: [tag.id] } },
    }
  } else {
    const author = await getAuthorBySlug(slug)
    if (!author) return null
    archive = {
      kicker: author.jobTitle ?? '',
      title: author.name,
      description: author.bio,
      basePath: `/tac-gia/${author.slug}`,
      categoryIds: [],
      loop: { authors: [author.id] },
      where: { author: { equals: author.id } },
    }
  }
  const result = await listPosts(archive.where, page)
  if (page > 1 && page > result.totalPages) return null
  const { where: _where, ...rest } = archive
  return { ...rest, result }
}

/** The address of the archive page shown: its base, or its `/trang/n`. */
export const archivePath = (archive: Archive) =>
  archive.result.page > 1 ? `${archive.basePath}/trang/${archive.result.page}` : archive.basePath

/**
 * Title, description and canonical address of an archive page; `query` is the address's query when it names a
 * template grid's pages or filters (`?e-page-…`): such a page is its own canonical address.
 */
export function archiveMetadata(archive: Archive, kind: ArchiveKind, query = ''): Metadata {
  const title = { category: vi.categoryTitle, tag: vi.tagTitle, author: vi.authorTitle }[kind](archive.title)
  return {
    title: archive.result.page > 1 ? `${title} – ${vi.page(archive.result.page)}` : title,
    description: archive.description ?? undefined,
    alternates: { canonical: `${archivePath(archive)}${query}` },
  }
}
