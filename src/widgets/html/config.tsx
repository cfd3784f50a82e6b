import type { ComponentConfig } from '@puckeditor/core'
import { Html } from './Html'

/**
 * Raw HTML from the editor. It is cleaned by the allow-list (sanitize.ts) when the layout is saved and again before
 * the site renders it, so this component only ever receives clean markup. The editor previews it in a sandbox.
 */
export const htmlConfig: ComponentConfig<{ html: string }> = {
  label: 'Mã HTML',
  fields: {
    html: { type: 'textarea', label: 'Mã HTML (thẻ, thuộc tính và liên kết không an toàn sẽ bị loại bỏ khi lưu)' },
  },
  defaultProps: { html: '<p>Nội dung HTML</p>' },
  render: ({ html }) => <Html html={html} />,
}
