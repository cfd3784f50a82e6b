import type { Archive } from './archives'
import { paginationHtml } from './pagination'
import { PostGrid } from './posts/PostGrid'

/** An archive's posts and its page links (`/trang/{n}`). */
export function ArchivePosts({ archive }: { archive: Archive }) {
  const { basePath, result } = archive
  const pagination = paginationHtml({ page: result.page, totalPages: result.totalPages, hrefFor: (n) => (n === 1 ? basePath : `${basePath}/trang/${n}`) })
  return (
    <>
      <PostGrid posts={result.posts} headingLevel={2} />
      {pagination && <div dangerouslySetInnerHTML={{ __html: pagination.html }} />}
    </>
  )
}
