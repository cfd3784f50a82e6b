import type { ComponentConfig } from '@puckeditor/core'
import { ArchiveHeader } from '@/content/views/ArchiveHeader'
import { themeData } from '../theme-data'
import { ThemePlaceholder } from '../ThemePlaceholder'

/** Archive templates: the category, tag or author heading with its description and count. */
export const archiveHeaderConfig: ComponentConfig<Record<string, never>> = {
  label: 'Tiêu đề lưu trữ',
  fields: {},
  render: ({ puck }) => {
    const archive = themeData(puck.metadata)?.archive
    return archive ? (
      <div className="archive container">
        <ArchiveHeader archive={archive} />
      </div>
    ) : (
      <ThemePlaceholder text="Tiêu đề lưu trữ: hiện trong mẫu Lưu trữ." />
    )
  },
}
