'use client'

import { useEffect } from 'react'
import { scrollBelowStickyHeaders } from '@/features/anchors/scroll'
import { themeTemplateIdParam } from './logic'

/** `theme_template_id={id}` on an archive: scroll to that template's element once the page is shown. */
export function TemplateScroll() {
  useEffect(() => {
    const id = themeTemplateIdParam(location.search)
    const target = id && document.querySelector(`[data-template-id="${id}"]`)
    if (target) scrollBelowStickyHeaders(target)
  }, [])
  return null
}
