import type { ComponentConfig } from '@puckeditor/core'
import { ArticleMain } from '@/content/views/article/ArticleMain'
import { themeData } from '../theme-data'
import { ThemePlaceholder } from '../ThemePlaceholder'

/** Single-post templates: the post's body with its table of contents, tags, share buttons and author box. */
export const postContentConfig: ComponentConfig<Record<string, never>> = {
  label: 'Nội dung bài viết',
  fields: {},
  render: ({ puck }) => {
    const data = themeData(puck.metadata)
    return data?.single ? (
      <ArticleMain post={data.single.post} shareUrl={data.shareUrl} shareNetworks={data.shareNetworks} />
    ) : (
      <ThemePlaceholder text="Nội dung bài viết: hiện trong mẫu Bài viết." />
    )
  },
}
