import { scrollBelowStickyHeaders } from '@/features/anchors/scroll'
import type { Behaviour } from '@/lib/behaviour'
import { themeTemplateIdParam } from './logic'

/** `theme_template_id={id}` on an archive: scroll to that template's element once the page is shown. */
const start: Behaviour = () => {
  const id = themeTemplateIdParam(location.search)
  const target = id && document.querySelector(`[data-template-id="${id}"]`)
  if (target) scrollBelowStickyHeaders(target)
}

export default start
