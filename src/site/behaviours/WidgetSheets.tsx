import { buildManifest } from './build-manifest'

/**
 * Every widget sheet as one stylesheet, after the site's (React puts it in the head): what a page gets without the
 * front, or in a draft preview. The front links instead only the sheets whose widgets the page shows, or none
 * (docs/widgets.md, "Widget stylesheets").
 */
export function WidgetSheets() {
  const href = buildManifest()?.sheets.all
  return href ? <link rel="stylesheet" href={href} precedence="widgets" /> : null
}
