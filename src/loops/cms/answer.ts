import { loopStateQuery, withFilters } from '@/loops/rules/url'
import { vi } from '@/i18n/vi'
import { documentRefText } from '@/lib/document-ref'
import type { LoopAnswer } from '@/lib/front-bridge.mjs'
import { loopContainerHtml, previewContainerHtml } from '@/loops/pages/loop-html'
import type { LoopAddress } from '@/loops/widgets/post-grid/logic'
import { POSTS_TAG, SITE_TAG } from '../../cms/cache/tags'
import { getPageById, getPayloadClient } from '../../cms/queries'
import { documentTag } from '../../cms/published-blocks'
import { checkedRefresh, refusal } from './refresh'
import { loopPreviewAllowed } from './preview-nonce'

const answered = async (response: Response): Promise<LoopAnswer> => ({
  status: response.status,
  body: await response.text(),
  tags: [],
  public: false,
})

/** The address a grid is shown at once its filters are applied (its page and WordPress's dropped), as grids read it. */
function filteredAddress(base: LoopAddress, widgetId: string, filters: Parameters<typeof withFilters>[2]): LoopAddress {
  const { pathname, searchParams } = new URL(
    withFilters(`${base.path}${base.query}`, widgetId, filters),
    'http://loop.invalid',
  )
  return { path: pathname, query: loopStateQuery(searchParams) }
}

/**
 * The loop refresh call (docs/routes.md, Loop refresh) answered for the front, without a Next.js request: a builder page's grid,
 * or the builder's preview of unsaved settings, rendered here and tagged with what it shows (the front keeps the
 * former until a post, the site's terms or the page change; never the latter). Null for a template's grid, whose
 * posts depend on the archive or post its page shows: the app's route renders that page (refresh.ts).
 */
export async function answerLoopRefresh(text: string, headers: Headers): Promise<LoopAnswer | null> {
  const payload = await getPayloadClient()
  const checked = await checkedRefresh(payload, text, () =>
    loopPreviewAllowed(payload, new Request('http://loop.invalid', { headers })),
  )
  if (checked instanceof Response) return answered(checked)
  const { document, widgetId, filters, base, widgetModel } = checked
  const address = filteredAddress(base, widgetId, filters)
  if (widgetModel)
    return {
      status: 200,
      body: JSON.stringify({ data: (await previewContainerHtml(widgetModel, widgetId, address)) ?? '' }),
      tags: [],
      public: false,
    }
  if (document.collection !== 'pages') return null
  const page = await getPageById(document.id)
  const html = page && (await loopContainerHtml(page.layout, widgetId, address, documentRefText(document)))
  if (!html) return answered(refusal(404, 'thuthuat_loop_unknown_widget', vi.loops.refresh.unknownWidget))
  return {
    status: 200,
    body: JSON.stringify({ data: html }),
    tags: [SITE_TAG, POSTS_TAG, documentTag(document)],
    public: true,
  }
}
