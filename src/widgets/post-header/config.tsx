import type { ComponentConfig } from '@puckeditor/core'
import { ArticleHeader } from '@/content/views/article/ArticleHeader'
import { themeData } from '../theme-data'
import { ThemePlaceholder } from '../ThemePlaceholder'

/** Single-post templates: breadcrumbs, title, lead and byline of the post being read. */
export const postHeaderConfig: ComponentConfig<Record<string, never>> = {
  label: 'Tiêu đề bài viết',
  fields: {},
  render: ({ puck }) => {
    const post = themeData(puck.metadata)?.single?.post
    return post ? <ArticleHeader post={post} /> : <ThemePlaceholder text="Tiêu đề bài viết: hiện trong mẫu Bài viết." />
  },
}
