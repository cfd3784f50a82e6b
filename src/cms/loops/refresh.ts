import type { Payload } from 'payload'
import { widgetContainerHtml } from '@/features/loops/container'
import { readRefreshRequest, type RefreshRequest } from '@/features/loops/refresh-request'
import { withFilters } from '@/features/loops/url'
import { vi } from '@/i18n/vi'
import { type DocumentRef, documentRefText } from '@/lib/document-ref'
import { FRONT_ORIGIN_ENV, FRONT_TOKEN_ENV, PAGE_TAGS_REQUEST_HEADER } from '@/lib/front-request.mjs'
import { listsPosts } from '@/widgets/post-grid/load'
import { keptRead, memoryCaches } from '../cache/memory'
import { documentTag, readPublishedBlocks } from '../published-blocks'
import { loopPreviewAllowed } from './preview-nonce'

/** The header in which an answer states its cache tags for the front (front/page-tags.mjs). */
const TAGS_HEADER = 'x-cache-tags'

/** An answer in the WordPress REST error shape, its message in Vietnamese. */
function refusal(status: number, code: string, message: string): Response {
  return Response.json({ code, message, data: { status } }, { status })
}

/** The post grids (and portfolios) of a published page or template, by widget id: kept until the document changes. */
function publishedLoops(payload: Payload, document: DocumentRef): Promise<ReadonlySet<string>> {
  return keptRead(memoryCaches.publishedLoops, documentRefText(document), [documentTag(document)], async () => {
    const blocks = await readPublishedBlocks(payload, document)
    return new Set(blocks.filter((block) => listsPosts(block.type)).map((block) => String(block.props.id)))
  })
}

/**
 * Where the front renders the filtered loop: a builder page's grid alone (src/app/(fragment)); a template's grid
 * within the whole page at the new address, which gives it the archive or the post it shows (the same copy a reader
 * following the filter link without JavaScript gets).
 */
function renderedAt({ document, widgetId, filters, base, widgetModel }: RefreshRequest): string {
  const address = withFilters(`${base.path}${base.query}`, widgetId, filters)
  if (document.collection === 'templates' && !widgetModel) return address
  const { pathname, search } = new URL(address, 'http://loop.invalid')
  const query = new URLSearchParams(search)
  query.set('path', pathname)
  if (widgetModel) query.set('model', JSON.stringify(widgetModel))
  return `/_khoi-vong-lap/${widgetModel ? 'xem-truoc' : document.id}/${encodeURIComponent(widgetId)}?${query}`
}

/**
 * The filtered loop as the page at its new address shows it, asked of the front (which keeps it like any page), and
 * the widget's container cut out of it. Its tags go with the answer, so the front keeps the answer until they change.
 */
async function filteredContainer(request: RefreshRequest): Promise<Response> {
  const { widgetId } = request
  const page = await fetch(`${process.env[FRONT_ORIGIN_ENV]}${renderedAt(request)}`, {
    headers: { [PAGE_TAGS_REQUEST_HEADER]: process.env[FRONT_TOKEN_ENV] ?? '' },
    redirect: 'manual',
    cache: 'no-store',
  })
  // A page past the last of another loop on the page: nothing to show here.
  if (page.status >= 300 && page.status < 400) return Response.json({ data: '' })
  if (page.status === 404) return refusal(404, 'thuthuat_loop_unknown_widget', vi.loops.refresh.unknownWidget)
  if (!page.ok) return refusal(502, 'thuthuat_loop_failed', vi.loops.refresh.failed)
  const container = widgetContainerHtml(await page.text(), widgetId)
  if (container === null) return refusal(404, 'thuthuat_loop_unknown_widget', vi.loops.refresh.unknownWidget)
  const tags = page.headers.get(TAGS_HEADER)
  return Response.json({ data: container }, { headers: tags ? { [TAGS_HEADER]: tags } : {} })
}

/**
 * `POST /wp-json/thuthuat-pro/v1/refresh-loop` (SPEC.md section 7): a loop widget's posts for new filters, as the HTML
 * of its container. The widget must be a post grid of the published document named by `post_id`; the builder's preview
 * of unsaved settings (`widget_model`, edit mode) needs the editor's nonce, and shows a grid with those settings,
 * saved or not.
 */
export async function refreshLoop(payload: Payload, request: Request): Promise<Response> {
  let body: unknown
  try {
    body = await request.json()
  } catch {
    return refusal(400, 'thuthuat_loop_not_json', vi.loops.refresh.notJson)
  }
  const read = readRefreshRequest(body)
  if (!read.ok) return refusal(400, 'thuthuat_loop_bad_request', read.message)
  if (read.request.editMode && !(await loopPreviewAllowed(payload, request))) return refusal(403, 'thuthuat_loop_editor_only', vi.loops.refresh.editorOnly)
  if (read.request.widgetModel) return filteredContainer(read.request)
  const loops = await publishedLoops(payload, read.request.document)
  if (!loops.has(read.request.widgetId)) return refusal(404, 'thuthuat_loop_unknown_widget', vi.loops.refresh.unknownWidget)
  return filteredContainer(read.request)
}
