'use client'

import { type ReactNode, useEffect, useState } from 'react'
import { LOOP_REFRESH_PATH } from '@/lib/loop-refresh-path.mjs'
import type { Post } from '@/payload-types'
import { ThemePlaceholder } from '../../../widgets/ThemePlaceholder'
import { type PostGridQuery, postGridSearchParams } from './logic'
import { PostList } from './PostList'

/** The documents at a REST path; none when the request fails or is refused. */
async function getDocs<T>(path: string): Promise<T[]> {
  try {
    const response = await fetch(path, { credentials: 'include' })
    return response.ok ? ((await response.json()) as { docs: T[] }).docs : []
  } catch {
    return []
  }
}

/**
 * In the editor: the grid's posts fetched from the REST API as the editor changes the query, shown as cards, or
 * by `render` for other widgets that list a post grid's posts (the portfolio).
 */
export function PostGridPreview({ query, render }: { query: PostGridQuery; render?: (posts: Post[]) => ReactNode }) {
  const [posts, setPosts] = useState<Post[] | null>(null)
  const key = JSON.stringify(query)
  useEffect(() => {
    let current = true
    // getDocs answers [] for a failed request: nothing is left to catch.
    void (async () => {
      const children = query.categoryId
        ? await getDocs<{ id: number }>(`/api/categories?where[parent][equals]=${query.categoryId}&depth=0&limit=100`)
        : []
      const family = query.categoryId ? [query.categoryId, ...children.map((child) => child.id)] : []
      const found = await getDocs<Post>(`/api/posts?${postGridSearchParams(query, family)}`)
      if (current) setPosts(found)
    })()
    return () => {
      current = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- query is new on every render; its JSON says whether it changed.
  }, [key])
  if (!posts) return <ThemePlaceholder text="Đang tải bài viết…" />
  if (!posts.length) return <ThemePlaceholder text="Chưa có bài viết nào khớp chuyên mục hoặc thẻ đã chọn." />
  return render ? (
    render(posts)
  ) : (
    <div className="builder-post-grid">
      <PostList posts={posts} query={query} />
    </div>
  )
}

/**
 * In the builder: a page's post grid exactly as the site will show it, its unsaved settings sent to the loop refresh
 * call in edit mode (`widget_model`, `is_edit_mode`, the editor's nonce in `X-WP-Nonce`), again as they change.
 */
export function LoopPreview({
  id,
  settings,
  preview,
}: {
  id: string
  settings: Record<string, unknown>
  preview: { nonce: string; document: string }
}) {
  const [html, setHtml] = useState<string | null>(null)
  const key = JSON.stringify(settings)
  useEffect(() => {
    let current = true
    // A failed request or an unreadable answer shows the notice instead: nothing is left to catch.
    void (async () => {
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
      const data = answer?.ok ? ((await answer.json().catch(() => null)) as { data?: unknown } | null)?.data : null
      if (current) setHtml(typeof data === 'string' ? data : '')
    })()
    return () => {
      current = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- settings is new on every render; its JSON says whether it changed.
  }, [key, id, preview.nonce, preview.document])
  if (html === null) return <ThemePlaceholder text="Đang tải bài viết…" />
  if (!html)
    return <ThemePlaceholder text="Không xem trước được lưới bài viết này. Hãy lưu trang rồi mở lại trình thiết kế." />
  return <div dangerouslySetInnerHTML={{ __html: html }} />
}
