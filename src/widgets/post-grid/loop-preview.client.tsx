'use client'

import { useEffect, useState } from 'react'
import { LOOP_REFRESH_PATH } from '@/lib/loop-refresh-path.mjs'
import { ThemePlaceholder } from '../ThemePlaceholder'

/**
 * In the builder: a page's post grid exactly as the site will show it, its unsaved settings sent to the loop refresh
 * call in edit mode (`widget_model`, `is_edit_mode`, the editor's nonce in `X-WP-Nonce`), again as they change.
 */
export function LoopPreview({ id, settings, preview }: { id: string; settings: Record<string, unknown>; preview: { nonce: string; document: string } }) {
  const [html, setHtml] = useState<string | null>(null)
  const key = JSON.stringify(settings)
  useEffect(() => {
    let current = true
    ;(async () => {
      const answer = await fetch(LOOP_REFRESH_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-wp-nonce': preview.nonce },
        body: JSON.stringify({
          post_id: preview.document,
          widget_id: id,
          widget_filters: {},
          pagination_base_url: '/',
          widget_model: settings,
          is_edit_mode: true,
        }),
      }).catch(() => null)
      const data = answer?.ok ? ((await answer.json()) as { data?: unknown }).data : null
      if (current) setHtml(typeof data === 'string' ? data : '')
    })()
    return () => {
      current = false
    }
    // The settings object is new on every render; its JSON says whether it changed.
  }, [key, id, preview.nonce, preview.document])
  if (html === null) return <ThemePlaceholder text="Đang tải bài viết…" />
  if (!html) return <ThemePlaceholder text="Không xem trước được lưới bài viết này. Hãy lưu trang rồi mở lại trình thiết kế." />
  return <div dangerouslySetInnerHTML={{ __html: html }} />
}
