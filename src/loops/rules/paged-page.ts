/**
 * A builder page at one of its grids' pages (`/vong-lap?e-page-{id}=3`) answered from the page as first shown (its
 * frame, kept by the front) with the grids' containers and the canonical address replaced, instead of a whole render
 * (src/loops/cms/paged-page.server.ts). Pure: which addresses qualify, and the canonical link rewritten.
 */
import { readPage } from './url'

const PAGE_PARAM = /^e-page-(.+)$/

/**
 * The widget whose page the loop state query names, when it names nothing else (one `e-page-{id}` from 2 up, no
 * filters): the only state a page's frame can be turned into without rendering the rest again. Else null.
 */
export function pagedWidget(query: string): string | null {
  const params = [...new URLSearchParams(query)]
  if (params.length !== 1) return null
  const widgetId = PAGE_PARAM.exec(params[0][0])?.[1]
  return widgetId && readPage(new URLSearchParams(query), widgetId) > 1 ? widgetId : null
}

const CANONICAL = /<link rel="canonical" href="([^"]*)"\/?>/

const unescapeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * The page with its canonical address given the loop state `query` (`?…`, or '' for none): a grid's page is its own
 * canonical address, as the rendered page says. Null when the page has no canonical link to rewrite.
 */
export function withCanonicalQuery(page: string, query: string): string | null {
  const link = CANONICAL.exec(page)
  if (!link) return null
  const address = new URL(unescapeAttribute(link[1]))
  address.search = query
  const tag = link[0].replace(link[1], escapeAttribute(address.toString()))
  return page.slice(0, link.index) + tag + page.slice(link.index + link[0].length)
}
