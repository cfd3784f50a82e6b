import type { ComponentConfig, Config } from '@puckeditor/core'
import type { ReactNode } from 'react'
import { BehaviourMarker } from '@/lib/behaviour'
import { builderConfig } from '@/widgets/config'
import { postGridQuery } from '@/widgets/post-grid/logic'
import { PostGridPreview } from '@/widgets/post-grid/preview.client'
import { Portfolio } from '@/widgets/portfolio/Portfolio'
import { Root } from '@/widgets/root/Root'
import { themeData } from '@/widgets/theme-data'
import { tocConfig } from '@/widgets/toc/config'
import { tocSettings } from '@/widgets/toc/logic'
import { TocPreview } from '@/widgets/toc/preview.client'

/**
 * The site's widget config with the editor-only parts swapped in: widgets that read data on the server preview it
 * live instead (posts from the REST API, the table of contents from the layout being edited), and raw HTML is previewed in a sandbox. Images open the lightbox (double click)
 * only when the editor's preference (their account's "Mở trình xem ảnh…") allows it. Kept out of `builderConfig` so visitors
 * never download editor code.
 */
export function editorConfig({ lightbox }: { lightbox: boolean }): Config {
  return {
    ...builderConfig,
    root: {
      ...builderConfig.root,
      render: ({ children, puck }: { children: ReactNode; puck: { metadata: unknown } }) =>
        lightbox ? (
          <div data-lightbox-gallery>
            <Root metadata={puck.metadata}>{children}</Root>
            <BehaviourMarker name="lightbox" />
          </div>
        ) : (
          <Root metadata={puck.metadata}>{children}</Root>
        ),
    },
    components: {
      ...builderConfig.components,
      PostGrid: { ...builderConfig.components.PostGrid, render: (props) => <PostGridPreview query={postGridQuery(props)} /> } as ComponentConfig,
      Portfolio: {
        ...builderConfig.components.Portfolio,
        render: ({ puck, ...props }) => (
          <PostGridPreview query={postGridQuery(props)} render={(posts) => <Portfolio posts={posts} isEditing={puck.isEditing} {...props} />} />
        ),
      } as ComponentConfig,
      TableOfContents: {
        ...tocConfig,
        render: ({ puck, ...props }) => <TocPreview data={themeData(puck.metadata)} settings={tocSettings(props)} />,
      } satisfies typeof tocConfig as ComponentConfig,
      // Unsaved HTML is not clean yet: the editor sees it in a sandbox where no script can run.
      Html: {
        ...builderConfig.components.Html,
        render: ({ html }) => <iframe className="builder-html-preview" sandbox="" srcDoc={String(html ?? '')} title="Xem trước mã HTML" />,
      } as ComponentConfig,
    },
  }
}
