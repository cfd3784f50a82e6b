import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { loopStateQuery } from '@/loops/rules/url'
import { searchParamsOf } from '@/lib/search-params'
import { type ArchiveAddress, archiveMetadataAt, ArchiveRouteView } from '@/content/pages/archive-route'
import type { ArchiveKind } from '@/content/views/archives'
import { homeMetadata, HomeRouteView } from '@/site/home-route'
import { PublicPage } from '@/site/PublicPage'
import { SlugView, slugMetadata } from '@/site/slug-route'

/**
 * `/`, `/{slug}` and the archives (`/chuyen-muc/x`, `/the/x`, `/tac-gia/x`, and their `/trang/n`) with loop widgets'
 * pages or filters in the address (`?e-page-{id}=2`, `?e-filter-{id}-category=…`): src/proxy.ts sends them here, since
 * the plain addresses are rendered once and kept without their query. Rendered per address; the front keeps each one
 * until the content it shows changes.
 */
type Props = {
  params: Promise<{ path?: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

const ARCHIVES: Record<string, ArchiveKind> = { 'chuyen-muc': 'category', the: 'tag', 'tac-gia': 'author' }

type Address = { slug: string | null; archive: ArchiveAddress | null; query: string }

async function addressOf({ params, searchParams }: Props): Promise<Address> {
  const { path = [] } = await params
  const query = loopStateQuery(searchParamsOf(await searchParams))
  const kind = Object.hasOwn(ARCHIVES, path[0] ?? '') ? ARCHIVES[path[0]] : null
  if (kind && (path.length === 2 || (path.length === 4 && path[2] === 'trang'))) {
    return { slug: null, archive: { kind, slug: path[1], page: path[3], query }, query }
  }
  if (path.length > 1) notFound()
  return { slug: path[0] ?? null, archive: null, query }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { slug, archive, query } = await addressOf(props)
  if (archive) return archiveMetadataAt(archive)
  return slug === null ? homeMetadata(query) : slugMetadata(slug, query)
}

export default async function LoopStatePage(props: Props) {
  const { slug, archive, query } = await addressOf(props)
  return (
    <>
      <PublicPage />
      {archive ? (
        <ArchiveRouteView {...archive} />
      ) : slug === null ? (
        <HomeRouteView query={query} />
      ) : (
        <SlugView slug={slug} query={query} />
      )}
    </>
  )
}
