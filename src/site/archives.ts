import type { Metadata } from 'next'
import { categoryFamilyIds, getAuthorBySlug, getCategoryBySlug, getTagBySlug, listPosts, type PostPage } from '@/cms/queries'
import type { Where } from 'payload'
import { categoryLineage } from '@/site/templates/logic'
import { vi } from '@/i18n/vi'

export type ArchiveKind = 'category' | 'tag' | 'author'

export interface Archive {
  kicker: string
  title: string
  description?: string | null
  basePath: string
  /** The archive's category and its parent (display conditions); empty for tags and authors. */
  categoryIds: number[]
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
    archive = {
      kicker: vi.category,
      title: category.name,
      description: category.description,
      basePath: `/chuyen-muc/${category.slug}`,
      categoryIds: categoryLineage([category]),
      where: { categories: { in: await categoryFamilyIds(category) } },
    }
  } else if (kind === 'tag') {
    const tag = await getTagBySlug(slug)
    if (!tag) return null
    archive = { kicker: vi.tags, title: tag.name, basePath: `/the/${tag.slug}`, categoryIds: [], where: { tags: { in: [tag.id] } } }
  } else {
    const author = await getAuthorBySlug(slug)
    if (!author) return null
    archive = {
      kicker: author.jobTitle ?? '',
      title: author.name,
      description: author.bio,
      basePath: `/tac-gia/${author.slug}`,
      categoryIds: [],
      where: { author: { equals: author.id } },
    }
  }
  const result = await listPosts(archive.where, page)
  if (page > 1 && page > result.totalPages) return null
  const { where: _where, ...rest } = archive
  return { ...rest, result }
}

export function archiveMetadata(archive: Archive, kind: ArchiveKind): Metadata {
  const title = { category: vi.categoryTitle, tag: vi.tagTitle, author: vi.authorTitle }[kind](archive.title)
  const path = archive.result.page > 1 ? `${archive.basePath}/trang/${archive.result.page}` : archive.basePath
  return {
    title: archive.result.page > 1 ? `${title} – ${vi.page(archive.result.page)}` : title,
    description: archive.description ?? undefined,
    alternates: { canonical: path },
  }
}
