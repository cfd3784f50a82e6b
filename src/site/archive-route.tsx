import type { Metadata } from 'next'
import { ArchiveView } from './ArchiveView'
import { type ArchiveKind, archiveMetadata, loadArchive } from './archives'

type Props = { params: Promise<{ slug: string; page?: string }> }

/** Page and metadata of an archive route (`/chuyen-muc/x`, `/the/x`, `/tac-gia/x`, and their `/trang/n`). */
export function archiveRoute(kind: ArchiveKind) {
  return {
    async generateMetadata({ params }: Props): Promise<Metadata> {
      const { slug, page } = await params
      return archiveMetadata(await loadArchive(kind, slug, page), kind)
    },
    async Page({ params }: Props) {
      const { slug, page } = await params
      return <ArchiveView {...await loadArchive(kind, slug, page)} />
    },
  }
}
