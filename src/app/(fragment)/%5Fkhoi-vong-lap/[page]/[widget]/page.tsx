import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { getPageById } from '@/cms/queries'
import { loopStateQuery } from '@/features/loops/url'
import { FRONT_TOKEN_ENV, PAGE_TAGS_REQUEST_HEADER } from '@/lib/front-request.mjs'
import { searchParamsOf } from '@/lib/search-params'
import { LoopFragment } from '@/site/builder/LoopFragment'

/**
 * `/_khoi-vong-lap/{pageId}/{widgetId}?path=/meo-hay&e-filter-…`: one post grid of a builder page as the page at that
 * address shows it, for the loop refresh call (src/cms/loops/refresh.ts), through the front, which keeps it like a
 * page. Only the app may ask (the front's token); anyone else gets a 404.
 */
type Props = {
  params: Promise<{ page: string; widget: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export default async function LoopFragmentPage({ params, searchParams }: Props) {
  const token = process.env[FRONT_TOKEN_ENV]
  if (!token || (await headers()).get(PAGE_TAGS_REQUEST_HEADER) !== token) notFound()
  const { page: pageId, widget } = await params
  const query = await searchParams
  const path = typeof query.path === 'string' && query.path.startsWith('/') ? query.path : null
  const page = /^[1-9]\d{0,9}$/.test(pageId) ? await getPageById(Number(pageId)) : null
  if (!page || !path) notFound()
  return <LoopFragment page={page} widgetId={decodeURIComponent(widget)} address={{ path, query: loopStateQuery(searchParamsOf(query)) }} />
}
