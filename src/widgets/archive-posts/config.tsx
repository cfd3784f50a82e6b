import type { ComponentConfig } from '@puckeditor/core'
import { ArchivePosts } from '@/content/views/ArchivePosts'
import { themeData } from '../theme-data'
import { ThemePlaceholder } from '../ThemePlaceholder'

/** Archive templates: the archive's posts and page links. */
export const archivePostsConfig: ComponentConfig<Record<string, never>> = {
  label: 'Danh sách bài viết lưu trữ',
  fields: {},
  render: ({ puck }) => {
    const archive = themeData(puck.metadata)?.archive
    return archive ? (
      <div className="archive container">
        <ArchivePosts archive={archive} />
      </div>
    ) : (
      <ThemePlaceholder text="Danh sách bài viết: hiện trong mẫu Lưu trữ." />
    )
  },
}
