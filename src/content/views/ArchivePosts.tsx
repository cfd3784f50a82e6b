import { BehaviourMarker } from '@/lib/behaviour'
import type { Archive } from './archives'
import { Pagination } from '../../site/Pagination'
import { LoopStatus } from '../../site/posts/LoopStatus'
import { PostGrid } from '../../site/posts/PostGrid'

/** The loop id of an archive's posts: its page links swap in the same container of the linked page. */
const ARCHIVE_LOOP_ID = 'archive-posts'

/**
 * An archive's posts and its page links (`/trang/{n}`): real links, which the grid's behaviour follows without
 * reloading the page (docs/routes.md, Endpoints: pagination link).
 */
export function ArchivePosts({ archive }: { archive: Archive }) {
  const { basePath, result } = archive
  const paged = result.totalPages > 1
  return (
    <>
      <div
        className="archive-posts"
        data-id={ARCHIVE_LOOP_ID}
        data-pagination="numbers_and_prev_next"
        data-page={result.page}
        data-max-page={result.totalPages}
      >
        <PostGrid posts={result.posts} headingLevel={2} phoneThumbs="after-first" leadFirst />
        {paged && (
          <div className="loop-pagination">
            <Pagination
              page={result.page}
              totalPages={result.totalPages}
              hrefFor={(n) => (n === 1 ? basePath : `${basePath}/trang/${n}`)}
            />
          </div>
        )}
        {paged && <BehaviourMarker name="loopGrid" />}
      </div>
      <LoopStatus id={ARCHIVE_LOOP_ID} />
    </>
  )
}
