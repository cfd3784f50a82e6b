import { type APIRequestContext, expect } from '@playwright/test'
import { block, layout } from './admin-session'

/** A hash action's link, as an editor's button carries it (`#thuthuat-action:action=popup:open&settings=…`). */
export const hashActionHref = (name: string, settings: unknown) =>
  `#thuthuat-action:action=${name}&settings=${Buffer.from(JSON.stringify(settings)).toString('base64')}`

/**
 * Creates a published popup shown only on one page (`conditions: include page`), holding a line of text unless a
 * layout is given, and returns its id. `data` holds its `timing`, `triggers` and `settings` under the original widget's names (docs/popups.md).
 */
export async function createPopup(
  api: APIRequestContext,
  pageId: number,
  title: string,
  data: Record<string, unknown> = {},
  content = layout(block('Text', { text: `${title}: giảm 10% phí kiểm tra máy tuần này.`, align: 'left' })),
): Promise<number> {
  const response = await api.post('/api/popups', {
    data: {
      title,
      _status: 'published',
      conditions: [{ mode: 'include', scope: 'page', page: pageId }],
      layout: content,
      ...data,
    },
  })
  expect(response.status()).toBe(201)
  return (await response.json()).doc.id as number
}
