import type { Config } from '@puckeditor/core'
import type { ReactNode } from 'react'
import { BehaviourMarker } from '@/lib/behaviour'
import { builderConfig } from '@/widgets/config'
import { editorComponents } from '@/widgets/editor'
import { Root } from '@/widgets/root/Root'

/**
 * The site's widget config with the editor-only parts swapped in: the widgets' live previews (`src/widgets/editor.tsx`),
 * and images that open the lightbox (double click) only when the editor's preference (their account's "Mở trình xem
 * ảnh…") allows it. Kept out of `builderConfig` so visitors never download editor code.
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
    components: editorComponents,
  }
}
