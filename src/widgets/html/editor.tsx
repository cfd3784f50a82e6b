import type { ComponentConfig } from '@puckeditor/core'
import { htmlConfig } from './config'

/** Unsaved HTML is not clean yet: the editor sees it in a sandbox where no script can run. */
export const htmlEditorConfig = {
  ...htmlConfig,
  render: ({ html }) => (
    <iframe className="builder-html-preview" sandbox="" srcDoc={String(html ?? '')} title="Xem trước mã HTML" />
  ),
} as ComponentConfig
