import type { Data } from '@puckeditor/core'
import { Render } from '@puckeditor/core/rsc'
import type { Metadata } from 'next'
import { LightboxTrigger } from '@/features/lightbox/lightbox.client'
import { absoluteUrl } from '@/lib/site-url'
import type { Page } from '@/payload-types'
import { hasHeadingOne } from '@/widgets/document'
import type { ThemeData } from '@/widgets/theme-data'
import { pageHeadings } from '@/widgets/toc/logic'
import { CacheTags } from '../CacheTags'
import { prepareLayout } from './prepare-layout'
import { renderConfig } from './render-config'

export function builderPageSeo(page: Page, path: string): Metadata {
  const url = absoluteUrl(path)
  const title = page.seo?.title || page.title
  const description = page.seo?.description || undefined
  return { title, description, alternates: { canonical: url }, openGraph: { type: 'website', url, title, description } }
}

/** A page laid out in the builder, rendered on the server exactly as the editor showed it. */
export async function BuilderPageView({ page, theme, hiddenHeading = page.title }: { page: Page; theme: ThemeData; hiddenHeading?: string }) {
  const { layout, postGrids } = await prepareLayout(page.layout)
  return (
    <div className="builder-document" data-lightbox-gallery>
      <CacheTags />
      {!hasHeadingOne(layout) && <h1 className="visually-hidden">{hiddenHeading}</h1>}
      <Render
        config={renderConfig}
        data={layout as Data}
        metadata={{ ...theme, postGrids, headings: pageHeadings(layout), page: { url: absoluteUrl(`/${page.slug}`), title: page.title } }}
      />
      <LightboxTrigger />
    </div>
  )
}
