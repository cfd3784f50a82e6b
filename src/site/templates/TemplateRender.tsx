import type { Data } from '@puckeditor/core'
import { Render } from '@puckeditor/core/rsc'
import type { Template } from '@/payload-types'
import { loadPostGrids } from '../page/post-grids'
import { builderConfig } from '@/widgets/config'
import { readBuilderDocument } from '@/widgets/document'
import { sanitizeLayoutHtml } from '@/widgets/html/sanitize'
import type { ThemeData } from '@/widgets/theme-data'

/** A theme template's layout, rendered on the server with what its theme widgets need to know about the view. */
export async function TemplateRender({ template, data }: { template: Template; data: ThemeData }) {
  const layout = sanitizeLayoutHtml(readBuilderDocument(template.layout))
  return (
    <Render
      config={builderConfig}
      data={layout as Data}
      metadata={{ ...data, postGrids: await loadPostGrids(layout), template: { id: template.id, kind: template.kind, sticky: template.sticky } }}
    />
  )
}
