import { ArchiveHeader } from './ArchiveHeader'
import { ArchivePosts } from './ArchivePosts'
import type { Archive } from './archives'

/** The built-in archive layout (category, tag, author), used when no archive template applies. */
export function ArchiveView({ archive }: { archive: Archive }) {
  return (
    <div className="archive container">
      <ArchiveHeader archive={archive} />
      <ArchivePosts archive={archive} />
    </div>
  )
}
