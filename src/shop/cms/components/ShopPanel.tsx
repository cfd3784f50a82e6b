import type { Payload, TypedUser } from 'payload'
import { formatVnd } from '@/lib/vi'
import { CountTiles } from '../../../cms/components/CountTiles'
import { LOW_STOCK, ORDERS_TO_HANDLE, shopSummary } from '../dashboard/shop-summary'

const list = (collection: string, query: string) => `/admin/collections/${collection}?${query}`
const statusIn = (statuses: readonly string[]) =>
  statuses.map((status, i) => `where[status][in][${i}]=${status}`).join('&')

/** The dashboard's shop panel, for editors and administrators: orders to handle, today's orders and revenue, new form submissions, stock running out. */
export async function ShopPanel({ payload, user }: { payload: Payload; user: TypedUser }) {
  const summary = await shopSummary(payload, user)
  if (!summary) return null
  const tiles = [
    { label: 'Đơn cần xử lý', value: String(summary.ordersToHandle), href: list('orders', statusIn(ORDERS_TO_HANDLE)) },
    {
      label: 'Đơn hôm nay',
      value: String(summary.ordersToday),
      href: list('orders', `where[createdAt][greater_than_equal]=${encodeURIComponent(summary.todayStart)}`),
    },
    { label: 'Doanh thu hôm nay', value: formatVnd(summary.revenueToday), href: null },
    {
      label: 'Bài gửi biểu mẫu mới',
      value: String(summary.newSubmissions),
      href: list('form-submissions', 'where[status][equals]=new'),
    },
  ]
  return (
    <>
      <h3 className="newsroom__subtitle">Cửa hàng và biểu mẫu</h3>
      <CountTiles label="Cửa hàng và biểu mẫu" tiles={tiles} />
      <h3 className="newsroom__subtitle">Sắp hết hàng (còn {LOW_STOCK} trở xuống)</h3>
      {summary.lowStock.length ? (
        <ul className="newsroom__drafts">
          {summary.lowStock.map((product) => (
            <li key={product.id}>
              <a href={`/admin/collections/products/${product.id}`}>{product.name}</a>
              <span>{product.stockQuantity === 0 ? 'Hết hàng' : `Còn ${product.stockQuantity}`}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="newsroom__empty">Không có sản phẩm nào sắp hết hàng.</p>
      )}
    </>
  )
}
