import type { ComponentConfig } from '@puckeditor/core'
import { OrderSummary } from '@/shop/views/OrderSummary'
import { themeData } from '../../../widgets/theme-data'

export interface PurchaseSummaryFields {
  title: string
}

/**
 * "Tóm tắt đơn hàng" (the purchase summary): on the page the shop shows once an order is placed ("Cài đặt cửa hàng ›
 * Trang tóm tắt đơn hàng"), the order just placed, as the order received page shows it: number, date, status, total,
 * how to pay when still due, lines, totals and addresses. Anywhere else, and in the builder, a word of what goes here.
 */
export const purchaseSummaryConfig: ComponentConfig<PurchaseSummaryFields> = {
  label: 'Tóm tắt đơn hàng',
  fields: { title: { type: 'text', label: 'Tiêu đề (để trống: không có)' } },
  defaultProps: { title: 'Đơn hàng của bạn' },
  render: ({ title, puck }) => {
    const received = themeData(puck.metadata)?.receivedOrder
    return (
      <section className="purchase-summary" aria-label={title || 'Tóm tắt đơn hàng'}>
        {title && <h2 className="purchase-summary__title">{title}</h2>}
        {received ? (
          <OrderSummary order={received.order} due={received.due} headingLevel={3} />
        ) : (
          <p className="loop-empty">Tóm tắt đơn hàng hiện ở đây khi khách mở trang này ngay sau khi đặt hàng.</p>
        )}
      </section>
    )
  },
}
