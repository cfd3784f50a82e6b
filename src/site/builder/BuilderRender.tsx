import { Render } from '@puckeditor/core/rsc'
import { permanentRedirect } from 'next/navigation'
import { withPage } from '@/loops/rules/url'
import { documentRefText } from '@/lib/document-ref'
import { BehaviourMarker } from '@/lib/behaviour'
import { hasHeadingOne } from '@/widgets/document'
import { absoluteUrl } from '@/lib/site-url'
import { relationIds } from '@/lib/stored-values'
import type { Page, Popup, Template } from '@/payload-types'
import type { LoopAddress } from '@/loops/widgets/post-grid/logic'
import type { ThemeData } from '@/widgets/theme-data'
import { pageHeadings } from '@/widgets/toc/logic'
import { CacheTags } from '../CacheTags'
import { prepareLayout } from './prepare-layout'
import { renderConfig } from './render-config'

/**
 * The one server render of a stored builder layout, exactly as the editor showed it: the layout is read and cleaned,
 * its widgets' data loaded, and the widgets get the theme data with the layout's post lists and headings.
 */
async function renderLayout(stored: unknown, theme: ThemeData) {
  const post = theme.single?.post
  const current = post ? { id: post.id, categories: relationIds(post.categories), tags: relationIds(post.tags) } : null
  const address = theme.address ?? { path: '/', query: '' }
  const { layout, postGrids, loopFilters, productLists } = await prepareLayout(stored, {
    address,
    current,
    archive: theme.archive?.loop,
  })
  // A grid's page past its last (a shared link to a loop that has since shrunk): the last page's address, for good.
  for (const [id, grid] of Object.entries(postGrids))
    if (grid.asked > grid.page) permanentRedirect(withPage(`${address.path}${address.query}`, id, grid.page))
  const element = (
    <>
      <CacheTags />
      <Render
        config={renderConfig}
        data={layout}
        metadata={{ ...theme, postGrids, loopFilters, productLists, headings: pageHeadings(layout) }}
      />
    </>
  )
  return { layout, element }
}

/**
 * A page laid out in the builder: its own heading (hidden when the layout has none) and its images in one lightbox
 * gallery. `address` is where it is shown, with the query that names its grids' pages and filters.
 */
export async function BuilderPageView({
  page,
  theme,
  address,
  hiddenHeading = page.title,
}: {
  page: Page
  theme: ThemeData
  address: LoopAddress
  hiddenHeading?: string
}) {
  const { layout, element } = await renderLayout(page.layout, {
    ...theme,
    address,
    page: { url: absoluteUrl(`/${page.slug}`), title: page.title },
    documentRef: documentRefText({ collection: 'pages', id: page.id }),
  })
  return (
    <div className="builder-document" data-lightbox-gallery>
      {!hasHeadingOne(layout) && <h1 className="visually-hidden">{hiddenHeading}</h1>}
      {element}
      <BehaviourMarker name="lightbox" />
    </div>
  )
}

/** A theme template's layout, with what its theme widgets need to know about the view and the template itself. */
export async function TemplateRender({ template, data }: { template: Template; data: ThemeData }) {
  const { id, kind, sticky } = template
  return (
    await renderLayout(template.layout, {
      ...data,
      template: { id, kind, sticky },
      documentRef: documentRefText({ collection: 'templates', id }),
    })
  ).element
}

/** A popup's layout, with the theme data of the page it opens on. */
export async function PopupRender({ popup, data }: { popup: Popup; data: ThemeData }) {
  return (
    await renderLayout(popup.layout, { ...data, documentRef: documentRefText({ collection: 'popups', id: popup.id }) })
  ).element
}
