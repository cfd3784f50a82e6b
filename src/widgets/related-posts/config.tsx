import type { ComponentConfig } from '@puckeditor/core'
import { RelatedPosts } from '@/content/views/article/RelatedPosts'
import { themeData } from '../theme-data'
import { ThemePlaceholder } from '../ThemePlaceholder'

/** Single-post templates: other posts of the same category. */
export const relatedPostsConfig: ComponentConfig<Record<string, never>> = {
  label: 'Bài viết liên quan',
  fields: {},
  render: ({ puck }) => {
    const single = themeData(puck.metadata)?.single
    return single ? (
      <RelatedPosts posts={single.related} />
    ) : (
      <ThemePlaceholder text="Bài viết liên quan: hiện trong mẫu Bài viết." />
    )
  },
}
