import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { loopStateQuery } from '@/features/loops/url'
import { searchParamsOf } from '@/lib/search-params'
import { homeMetadata, HomeRouteView } from '@/site/home-route'
import { SlugView, slugMetadata } from '@/site/slug-route'

/**
 * `/` and `/{slug}` with loop widgets' pages or filters in the address (`?e-page-{id}=2`, `?e-filter-{id}-category=…`):
 * src/proxy.ts sends them here, since the plain addresses are rendered once and kept without their query. Rendered
 * per address; the front keeps each one until the content it shows changes.
 */
type Props = {
  params: Promise<{ path?: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

async function addressOf({ params, searchParams }: Props): Promise<{ slug: string | null; query: string }> {
  const { path = [] } = await params
  if (path.length > 1) notFound()
  return { slug: path[0] ?? null, query: loopStateQuery(searchParamsOf(await searchParams)) }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { slug, query } = await addressOf(props)
  return slug === null ? homeMetadata(query) : slugMetadata(slug, query)
}

export default async function LoopStatePage(props: Props) {
  const { slug, query } = await addressOf(props)
  return slug === null ? <HomeRouteView query={query} /> : <SlugView slug={slug} query={query} />
}
