/**
 * The widget container of a loop (`<div … data-id="{widgetId}">` and everything to its matching `</div>`) inside a
 * server-rendered page: what the refresh call answers, cut out of the page the filtered address shows. Pure.
 *
 * The pages are the site's own React output: attribute values and text never hold a raw `<`, so counting `<div` and
 * `</div>` from the container's opening tag finds its end.
 */

const OPENING = /<div\b[^>]*\sdata-id="([^"]*)"[^>]*>/g
const DIV_TAG = /<(\/?)div\b[^>]*>/g

/** Attribute text as React writes it: `&`, `"`, `<`, `>` and `'` escaped. */
function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
}

/** Where the first `div` whose `data-id` is `widgetId` starts and ends (past its closing tag), or null when there is none (or it never closes). */
function containerSpan(page: string, widgetId: string): [number, number] | null {
  const wanted = escapeAttribute(widgetId)
  OPENING.lastIndex = 0
  let opening: RegExpExecArray | null
  while ((opening = OPENING.exec(page)) && opening[1] !== wanted);
  if (!opening) return null
  DIV_TAG.lastIndex = opening.index
  let depth = 0
  let tag: RegExpExecArray | null
  while ((tag = DIV_TAG.exec(page))) {
    depth += tag[1] ? -1 : 1
    if (depth === 0) return [opening.index, DIV_TAG.lastIndex]
  }
  return null
}

/** The outer HTML of the first `div` whose `data-id` is `widgetId`, or null when the page has none (or it never closes). */
export function widgetContainerHtml(page: string, widgetId: string): string | null {
  const span = containerSpan(page, widgetId)
  return span && page.slice(...span)
}

/** The page with that container replaced by `container` (its new outer HTML), or null when the page has none. */
export function withWidgetContainer(page: string, widgetId: string, container: string): string | null {
  const span = containerSpan(page, widgetId)
  return span && page.slice(0, span[0]) + container + page.slice(span[1])
}
