import type { Archive } from './archives'
import { Pagination } from './Pagination'
import { PostGrid } from './posts/PostGrid'

/** An archive's posts and its page links (`/trang/{n}`). */
export function ArchivePosts({ archive }: { archive: Archive }) {
  const { basePath, result } = archive
  return (
    <>
      <PostGrid posts={result.posts} headingLevel={2} />
      <Pagination page={result.page} totalPages={result.totalPages} hrefFor={(n) => (n === 1 ? basePath : `${basePath}/trang/${n}`)} />
    </>
  )
}
