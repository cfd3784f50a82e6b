import type { ComponentConfig, Config } from '@puckeditor/core'
import { builderConfig } from '@/widgets/config'
import { postGridQuery } from '@/widgets/post-grid/logic'
import { PostGridPreview } from '@/widgets/post-grid/preview.client'

/**
 * The site's widget config with the editor-only parts swapped in: widgets that read data on the server preview it
 * live from the REST API instead, and raw HTML is previewed in a sandbox. Kept out of `builderConfig` so visitors never download editor code.
 */
export const editorConfig: Config = {
  ...builderConfig,
  components: {
    ...builderConfig.components,
    PostGrid: { ...builderConfig.components.PostGrid, render: (props) => <PostGridPreview query={postGridQuery(props)} /> } as ComponentConfig,
    // Unsaved HTML is not clean yet: the editor sees it in a sandbox where no script can run.
    Html: {
      ...builderConfig.components.Html,
      render: ({ html }) => <iframe className="builder-html-preview" sandbox="" srcDoc={String(html ?? '')} title="Xem trước mã HTML" />,
    } as ComponentConfig,
  },
}
