import type { Metadata } from 'next'
import { getSiteChrome } from '@/cms/queries'
import { ArchiveView } from '../views/ArchiveView'
import { type ArchiveKind, archiveMetadata, archivePath, loadArchive } from '../views/archives'
import { SiteFrame, themeDataOf } from '../../site/layout/SiteFrame'
import { NotFoundAnswer, notFoundMetadata } from '../../site/not-found/NotFoundAnswer'
import { templateFor } from '../../site/templates/pick'
import { BehaviourMarker } from '@/lib/behaviour'
import { TemplateRender } from '../../site/builder/BuilderRender'

type Props = { params: Promise<{ slug: string; page?: string }> }

/** An archive's address, as its routes and the loop state route read it. */
export interface ArchiveAddress {
  kind: ArchiveKind
  slug: string
  page?: string
  /** The query naming a template grid's pages or filters (`?e-page-…`), or empty. */
  query?: string
}

export async function archiveMetadataAt({ kind, slug, page, query }: ArchiveAddress): Promise<Metadata> {
  const archive = await loadArchive(kind, slug, page)
  return archive ? archiveMetadata(archive, kind, query) : notFoundMetadata
}

/**
 * An archive page (`/chuyen-muc/x`, `/the/x`, `/tac-gia/x`, and their `/trang/n`): its template if one fits, with its
 * post grids at the pages and filters `query` names and "the archive's posts" being this archive's, else the built-in view.
 */
export async function ArchiveRouteView({ kind, slug, page, query = '' }: ArchiveAddress) {
  const archive = await loadArchive(kind, slug, page)
  if (!archive) return <NotFoundAnswer />
  const view = { kind: 'archive' as const, categoryIds: archive.categoryIds }
  const [chrome, template] = await Promise.all([getSiteChrome(), templateFor('archive', view)])
  return (
    <SiteFrame view={view}>
      {template ? (
        <>
          <TemplateRender
            template={template}
            data={{ ...themeDataOf(chrome), archive, address: { path: archivePath(archive), query } }}
          />
          <BehaviourMarker name="templateScroll" />
        </>
      ) : (
        <ArchiveView archive={archive} />
      )}
    </SiteFrame>
  )
}

/** Page and metadata of an archive route; its addresses with a loop state query are the loop state route's (src/proxy.ts). */
export function archiveRoute(kind: ArchiveKind) {
  return {
    generateMetadata: async ({ params }: Props): Promise<Metadata> => archiveMetadataAt({ kind, ...(await params) }),
    Page: async ({ params }: Props) => <ArchiveRouteView kind={kind} {...await params} />,
  }
}
