import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { getPageById } from '@/cms/queries'
import { loopStateQuery } from '@/features/loops/url'
import { documentRefText } from '@/lib/document-ref'
import { FRONT_TOKEN_ENV, PAGE_TAGS_REQUEST_HEADER } from '@/lib/front-request.mjs'
import { searchParamsOf } from '@/lib/search-params'
import { LoopFragment, previewLayout } from '@/site/builder/LoopFragment'

/**
 * `/_khoi-vong-lap/{pageId}/{widgetId}?path=/meo-hay&e-filter-…`: one post grid of a builder page as the page at that
 * address shows it, for the loop refresh call (src/cms/loops/refresh.ts), through the front, which keeps it like a
 * page. `/_khoi-vong-lap/xem-truoc/{widgetId}?model={settings}&path=…`: a grid with unsaved settings, for the builder's
 * preview (the refresh call checked the editor's nonce). Only the app may ask (the front's token); anyone else gets a 404.
 */
type Props = {
  params: Promise<{ page: string; widget: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** The grid's settings the builder sent, or null when they are not a JSON object. */
function modelOf(value: unknown): Record<string, unknown> | null {
  try {
    const model: unknown = typeof value === 'string' ? JSON.parse(value) : null
    return model && typeof model === 'object' && !Array.isArray(model) ? (model as Record<string, unknown>) : null
  } catch {
    return null
  }
}

export default async function LoopFragmentPage({ params, searchParams }: Props) {
  const token = process.env[FRONT_TOKEN_ENV]
  if (!token || (await headers()).get(PAGE_TAGS_REQUEST_HEADER) !== token) notFound()
  const { page: pageId, widget } = await params
  const query = await searchParams
  const path = typeof query.path === 'string' && query.path.startsWith('/') ? query.path : null
  if (!path) notFound()
  const widgetId = decodeURIComponent(widget)
  const address = { path, query: loopStateQuery(searchParamsOf(query)) }
  if (pageId === 'xem-truoc') {
    const model = modelOf(query.model)
    if (!model) notFound()
    return <LoopFragment stored={previewLayout(widgetId, model)} widgetId={widgetId} address={address} />
  }
  const page = /^[1-9]\d{0,9}$/.test(pageId) ? await getPageById(Number(pageId)) : null
  if (!page) notFound()
  return <LoopFragment stored={page.layout} widgetId={widgetId} address={address} documentRef={documentRefText({ collection: 'pages', id: page.id })} />
}
