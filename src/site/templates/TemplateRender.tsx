import type { Data } from '@puckeditor/core'
import { Render } from '@puckeditor/core/rsc'
import type { Template } from '@/payload-types'
import { CacheTags } from '../CacheTags'
import { prepareLayout } from '../page/prepare-layout'
import { renderConfig } from '../page/render-config'
import { pageHeadings } from '@/widgets/toc/logic'
import type { ThemeData } from '@/widgets/theme-data'

/** A theme template's layout, rendered on the server with what its theme widgets need to know about the view. */
export async function TemplateRender({ template, data }: { template: Template; data: ThemeData }) {
  const { layout, postGrids } = await prepareLayout(template.layout)
  return (
    <>
      <CacheTags />
      <Render
        config={renderConfig}
        data={layout as Data}
        metadata={{ ...data, postGrids, headings: pageHeadings(layout), template: { id: template.id, kind: template.kind, sticky: template.sticky } }}
      />
    </>
  )
}
