import { withPage } from '@/loops/rules/url'
import { vi } from '@/i18n/vi'
import { BehaviourMarker } from '@/lib/behaviour'
import type { Post } from '@/payload-types'
import { FeaturedPosts } from '@/site/posts/FeaturedPosts'
import { LoopStatus } from '@/site/posts/LoopStatus'
import { PostFullContent } from '@/site/posts/PostFullContent'
import { PostGrid } from '@/site/posts/PostGrid'
import { Pagination } from '@/site/Pagination'
import { type GridPage, isLoadMore, type LoopAddress, type PostGridQuery } from './logic'

/**
 * A post grid's posts as cards in its columns, as the featured layout (one large, the rest beside it), or each whole
 * one below the other (the full-content skin). A classic grid of one column on phones shows the cards after the first
 * as compact rows there.
 */
export function PostList({ posts, query }: { posts: Post[]; query: PostGridQuery }) {
  if (query.layout === 'featured') return <FeaturedPosts posts={posts} />
  if (query.skin === 'full_content') {
    return (
      <div className="post-grid post-full-list">
        {posts.map((post) => (
          <PostFullContent key={post.id} post={post} options={query.card} />
        ))}
      </div>
    )
  }
  const phoneRows = query.skin === 'classic' && query.columnsMobile === 1 && !query.masonry
  return <PostGrid posts={posts} columns={query.columns} phoneRows={phoneRows} layout={query} card={query.card} />
}

/** Numbered or previous/next links to the grid's pages (real addresses, so they work without JavaScript). */
function GridPageLinks({
  id,
  grid,
  query,
  address,
}: {
  id: string
  grid: GridPage
  query: PostGridQuery
  address: LoopAddress
}) {
  const here = `${address.path}${address.query}`
  const parts = { numbers: query.pagination !== 'prev_next', steps: query.pagination !== 'numbers' }
  if (grid.totalPages <= 1) return null
  return (
    <div className="loop-pagination">
      <Pagination page={grid.page} totalPages={grid.totalPages} hrefFor={(n) => withPage(here, id, n)} parts={parts} />
    </div>
  )
}

/** "Xem thêm": a link to the grid's next page, which its behaviour turns into posts added below (docs/widgets.md, Post grid). */
function LoadMore({ id, grid, address }: { id: string; grid: GridPage; address: LoopAddress }) {
  if (grid.page >= grid.totalPages) return null
  const next = withPage(`${address.path}${address.query}`, id, grid.page + 1)
  return (
    <div className="loop-load-more">
      <a className="button" href={next} data-page={grid.page} data-max-page={grid.totalPages} data-next-page={next}>
        {vi.loops.loadMore}
      </a>
    </div>
  )
}

/**
 * A post grid on the site: the container (`data-id`, which pagination and filters swap or extend; `data-post-id`, the
 * document that holds it), its posts or a message when none match, its pagination, and where changes are read out.
 */
export function PostGridWidget({
  id,
  grid,
  query,
  address,
  documentRef,
}: {
  id: string
  grid: GridPage
  query: PostGridQuery
  address: LoopAddress
  documentRef?: string
}) {
  const paged = query.pagination !== 'none'
  return (
    <>
      <div
        className={query.skin === 'cards' ? 'builder-post-grid builder-post-grid--cards' : 'builder-post-grid'}
        data-id={id}
        data-pagination={query.pagination}
        data-post-id={documentRef}
        data-page={grid.page}
        data-max-page={grid.totalPages}
      >
        {grid.posts.length ? (
          <PostList posts={grid.posts} query={query} />
        ) : (
          <p className="loop-empty">{vi.loops.noPosts}</p>
        )}
        {paged &&
          (isLoadMore(query.pagination) ? (
            <LoadMore id={id} grid={grid} address={address} />
          ) : (
            <GridPageLinks id={id} grid={grid} query={query} address={address} />
          ))}
        {paged && <BehaviourMarker name="loopGrid" />}
      </div>
      <LoopStatus id={id} />
    </>
  )
}
