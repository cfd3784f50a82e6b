import type { ComponentConfig } from '@puckeditor/core'
import { populated } from '@/lib/stored-values'
import { ArticleHero } from '@/content/views/article/ArticleHero'
import { themeData } from '../theme-data'
import { ThemePlaceholder } from '../ThemePlaceholder'

/** Single-post templates: the post's featured image. */
export const postImageConfig: ComponentConfig<Record<string, never>> = {
  label: 'Ảnh đại diện bài viết',
  fields: {},
  render: ({ puck }) => {
    const post = themeData(puck.metadata)?.single?.post
    return post ? (
      <ArticleHero image={populated(post.featuredImage)} />
    ) : (
      <ThemePlaceholder text="Ảnh đại diện: hiện trong mẫu Bài viết." />
    )
  },
}
