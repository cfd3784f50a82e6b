import type { Payload } from 'payload'
import { widgetContainerHtml } from '@/loops/rules/container'
import { readRefreshRequest, type RefreshRequest } from '@/loops/rules/refresh-request'
import { withFilters } from '@/loops/rules/url'
import { vi } from '@/i18n/vi'
import { type DocumentRef, documentRefText } from '@/lib/document-ref'
import { FRONT_ORIGIN_ENV, FRONT_TOKEN_ENV, PAGE_TAGS_REQUEST_HEADER } from '@/lib/front-request.mjs'
import { PUBLIC_ANSWER_HEADER } from '@/lib/public-answer.mjs'
import { listsPosts } from '@/loops/widgets/post-grid/load'
import { keptRead, memoryCaches } from '../../cms/cache/memory'
import { documentTag, readPublishedBlocks } from '../../cms/published-blocks'
import { loopPreviewAllowed } from './preview-nonce'

/** The header in which an answer states its cache tags for the front (front/page-tags.mjs). */
const TAGS_HEADER = 'x-cache-tags'

/** An answer in the WordPress REST error shape, its message in Vietnamese. */
export function refusal(status: number, code: string, message: string): Response {
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
 * The filtered loop as the whole page at its new address shows it (the copy a reader following the filter link without
 * JavaScript gets, which knows the archive or post a template shows), asked of the front (which keeps it like any
 * page), and the widget's container cut out of it. Its tags go with the answer, so the front keeps it until they change,
 * and so does the front's word that the page is public: a container cut from a private page is never kept.
 */
async function filteredContainer(request: RefreshRequest): Promise<Response> {
  const { widgetId } = request
  const address = withFilters(`${request.base.path}${request.base.query}`, widgetId, request.filters)
  const page = await fetch(`${process.env[FRONT_ORIGIN_ENV]}${address}`, {
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
  const statedPublic = page.headers.get(PUBLIC_ANSWER_HEADER)
  return Response.json(
    { data: container },
    {
      headers: {
        ...(tags ? { [TAGS_HEADER]: tags } : {}),
        ...(statedPublic ? { [PUBLIC_ANSWER_HEADER]: statedPublic } : {}),
      },
    },
  )
}

/**
 * A refresh call's body read, and its widget checked: a post grid of the published document named by `post_id`, or,
 * in the builder's preview of unsaved settings (`widget_model`, edit mode), any grid for an editor with their nonce.
 * The request to answer, or the refusal in the WordPress REST error shape.
 */
export async function checkedRefresh(
  payload: Payload,
  text: string,
  editorAllowed: () => Promise<boolean>,
): Promise<RefreshRequest | Response> {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return refusal(400, 'thuthuat_loop_not_json', vi.loops.refresh.notJson)
  }
  const read = readRefreshRequest(body)
  if (!read.ok) return refusal(400, 'thuthuat_loop_bad_request', read.message)
  if (read.request.editMode && !(await editorAllowed()))
    return refusal(403, 'thuthuat_loop_editor_only', vi.loops.refresh.editorOnly)
  if (read.request.widgetModel) return read.request
  const loops = await publishedLoops(payload, read.request.document)
  if (!loops.has(read.request.widgetId))
    return refusal(404, 'thuthuat_loop_unknown_widget', vi.loops.refresh.unknownWidget)
  return read.request
}

/**
 * `POST /wp-json/thuthuat-pro/v1/refresh-loop` (docs/routes.md, Loop refresh): a loop widget's posts for new filters, as the HTML
 * of its container. The front answers builder pages' grids and the builder's previews itself (answer.ts); this route
 * answers templates' grids from their pages. A preview has no page to be cut from: only the front renders it.
 */
export async function refreshLoop(payload: Payload, request: Request): Promise<Response> {
  const checked = await checkedRefresh(payload, await request.text(), () => loopPreviewAllowed(payload, request))
  if (checked instanceof Response) return checked
  if (checked.widgetModel) return refusal(404, 'thuthuat_loop_unknown_widget', vi.loops.refresh.unknownWidget)
  return filteredContainer(checked)
}
