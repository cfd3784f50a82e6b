import type { Payload, TypedUser } from 'payload'
import { formatDateTime } from '@/lib/vi'
import { dashboardSummary } from '../dashboard/summary'
import { CountTiles } from './CountTiles'
import { ShopPanel } from '../../shop/cms/components/ShopPanel'

const collectionLabel = { posts: 'Bài viết', pages: 'Trang' } as const

/** The drafts in the posts list, as the list view reads its `where` from the address. */
const draftPosts = '/admin/collections/posts?where[_status][equals]=draft'
/** The published posts dated now or earlier: scheduled ones are counted apart. */
const livePosts = (now: Date) =>
  `/admin/collections/posts?where[and][0][_status][equals]=published&where[and][1][publishedAt][less_than_equal]=${encodeURIComponent(now.toISOString())}`

/**
 * The admin's first screen, above Payload's collection cards: the newsroom's numbers, the drafts touched last, a
 * link to the public site and, for those who run the shop, its panel.
 */
export async function Dashboard({ payload, user }: { payload: Payload; user?: TypedUser | null }) {
  if (!user) return null
  const summary = await dashboardSummary(payload, user)
  const counts = [
    { label: 'Đã xuất bản', value: summary.published, href: livePosts(new Date()) },
    { label: 'Bản nháp', value: summary.drafts, href: draftPosts },
    // Scheduled publishing lives in the job queue, which the posts list cannot filter by: a number without a link.
    { label: 'Đã lên lịch', value: summary.scheduled },
  ]
  return (
    <section className="newsroom" aria-labelledby="newsroom-title">
      <header className="newsroom__head">
        <h2 id="newsroom-title">Tòa soạn</h2>
        <div className="newsroom__actions">
          <a className="btn btn--style-primary btn--size-medium" href="/admin/collections/posts/create">
            Viết bài mới
          </a>
          <a className="btn btn--style-secondary btn--size-medium" href="/" target="_blank" rel="noopener">
            Xem trang
          </a>
        </div>
      </header>
      <CountTiles label="Bài viết" tiles={counts} />
      <h3 className="newsroom__subtitle">Bản nháp mới sửa</h3>
      {summary.latestDrafts.length ? (
        <ul className="newsroom__drafts">
          {summary.latestDrafts.map((draft) => (
            <li key={`${draft.collection}-${draft.id}`}>
              <a href={`/admin/collections/${draft.collection}/${draft.id}`}>{draft.title}</a>
              <span>
                {collectionLabel[draft.collection]} · sửa lúc {formatDateTime(draft.updatedAt)}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="newsroom__empty">Không có bản nháp nào.</p>
      )}
      <ShopPanel payload={payload} user={user} />
    </section>
  )
}
