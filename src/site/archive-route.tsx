import type { Metadata } from 'next'
import { getSiteChrome } from '@/cms/queries'
import { ArchiveView } from './ArchiveView'
import { type ArchiveKind, archiveMetadata, loadArchive } from './archives'
import { SiteFrame, themeDataOf } from './layout/SiteFrame'
import { NotFoundAnswer, notFoundMetadata } from './not-found/NotFoundAnswer'
import { templateFor } from './templates/pick'
import { BehaviourMarker } from '@/lib/behaviour'
import { TemplateRender } from './builder/BuilderRender'

type Props = { params: Promise<{ slug: string; page?: string }> }

/** Page and metadata of an archive route (`/chuyen-muc/x`, `/the/x`, `/tac-gia/x`, and their `/trang/n`). */
export function archiveRoute(kind: ArchiveKind) {
  return {
    async generateMetadata({ params }: Props): Promise<Metadata> {
      const { slug, page } = await params
      const archive = await loadArchive(kind, slug, page)
      return archive ? archiveMetadata(archive, kind) : notFoundMetadata
    },
    async Page({ params }: Props) {
      const { slug, page } = await params
      const archive = await loadArchive(kind, slug, page)
      if (!archive) return <NotFoundAnswer />
      const view = { categoryIds: archive.categoryIds }
      const [chrome, template] = await Promise.all([getSiteChrome(), templateFor('archive', view)])
      return (
        <SiteFrame view={view}>
          {template ? (
            <>
              <TemplateRender template={template} data={{ ...themeDataOf(chrome), archive }} />
              <BehaviourMarker name="templateScroll" />
            </>
          ) : (
            <ArchiveView archive={archive} />
          )}
        </SiteFrame>
      )
    },
  }
}
