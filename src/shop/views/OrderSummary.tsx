import { ORDER_STATUS_LABELS, unpaidReason } from '@/shop/rules/order-status'
import { PAYMENT_METHOD_LABELS, isPaymentMethod } from '@/shop/rules/payment-methods'
import { vi } from '@/i18n/vi'
import { formatDateTime, formatPhone, formatVnd } from '@/lib/vi'
import type { Order } from '@/payload-types'
import type { PaymentDue } from '@/shop/server/payments/payment-due'

function Address({ title, address }: { title: string; address: Order['billing'] | null | undefined }) {
  if (!address?.line && !address?.fullName) return null
  return (
    <section className="order-summary__address">
      <h3>{title}</h3>
      <p>
        {address.fullName}
        {address.phone && (
          <>
            <br />
            {formatPhone(address.phone)}
          </>
        )}
        {address.line && (
          <>
            <br />
            {address.line}
          </>
        )}
      </p>
      {address.previousLine && (
        <p className="order-summary__previous">
          {vi.address.previous}: {address.previousLine}
        </p>
      )}
    </section>
  )
}

/**
 * A placed order (the purchase summary): its number, date, status, total and way to pay; how to pay when still due;
 * its lines and totals; the addresses. The order received page, the account's order view and the widget show it.
 */
export function OrderSummary({
  order,
  due,
  headingLevel = 2,
}: {
  order: Order
  due: PaymentDue | null
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const payment = isPaymentMethod(order.paymentMethod) ? PAYMENT_METHOD_LABELS[order.paymentMethod] : ''
  const pickup = order.shipping?.method === 'local_pickup'
  const waitingFiles = order.downloads?.length ? unpaidReason(order) : null
  return (
    <div className="order-summary">
      <dl className="order-summary__facts">
        <div>
          <dt>{vi.checkout.summary.number}</dt>
          <dd>{order.number}</dd>
        </div>
        <div>
          <dt>{vi.checkout.summary.date}</dt>
          <dd>{formatDateTime(order.createdAt)}</dd>
        </div>
        <div>
          <dt>{vi.checkout.summary.status}</dt>
          <dd>{ORDER_STATUS_LABELS[order.status]}</dd>
        </div>
        <div>
          <dt>{vi.checkout.total}</dt>
          <dd>{formatVnd(order.total)}</dd>
        </div>
        {payment && (
          <div>
            <dt>{vi.checkout.summary.payment}</dt>
            <dd>{payment}</dd>
          </div>
        )}
      </dl>
      {due && (
        <section className="order-summary__due" aria-labelledby="order-due">
          <Heading id="order-due">{vi.checkout.summary.howToPay}</Heading>
          <div className="order-summary__due-body">
            {due.qrSvg && (
              <figure className="order-summary__qr">
                <div dangerouslySetInnerHTML={{ __html: due.qrSvg }} />
                <figcaption>{vi.checkout.summary.qrCaption}</figcaption>
              </figure>
            )}
            <ul className="order-summary__instructions">
              {due.instructions.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
          {due.heldUntil && (
            <p className="order-summary__held">
              {vi.checkout.summary.heldUntil} <strong>{formatDateTime(due.heldUntil)}</strong>.{' '}
              {vi.checkout.summary.cancelledIfUnpaid}
            </p>
          )}
        </section>
      )}
      {waitingFiles && (
        <p className="order-summary__waiting" role="note">
          {waitingFiles}
        </p>
      )}
      <section aria-labelledby="order-lines">
        <Heading id="order-lines">{vi.checkout.summary.lines}</Heading>
        <table className="order-summary__lines">
          <thead>
            <tr>
              <th scope="col">{vi.cart.product}</th>
              <th scope="col">{vi.cart.lineTotal}</th>
            </tr>
          </thead>
          <tbody>
            {(order.lines ?? []).map((line) => (
              <tr key={line.id}>
                <td>
                  {line.name} <strong>× {line.quantity}</strong>
                </td>
                <td>{formatVnd(line.unitPrice * line.quantity)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{vi.cart.subtotal}</th>
              <td>{formatVnd(order.subtotal)}</td>
            </tr>
            {(order.coupons ?? []).map((coupon) => (
              <tr key={coupon.id}>
                <th scope="row">{vi.cart.coupon(coupon.code, false)}</th>
                <td>−{formatVnd(coupon.discount)}</td>
              </tr>
            ))}
            {order.shipping?.label && (
              <tr>
                <th scope="row">{order.shipping.label}</th>
                <td>{order.shippingTotal ? formatVnd(order.shippingTotal) : vi.checkout.free}</td>
              </tr>
            )}
            <tr className="order-summary__total">
              <th scope="row">{vi.checkout.total}</th>
              <td>{formatVnd(order.total)}</td>
            </tr>
          </tfoot>
        </table>
      </section>
      {order.customerNote && (
        <p className="order-summary__note">
          <strong>{vi.checkout.summary.note}</strong> {order.customerNote}
        </p>
      )}
      <div className="order-summary__addresses">
        <Address title={vi.checkout.summary.buyer} address={order.billing} />
        {!pickup && order.shipping?.method && (
          <Address
            title={vi.checkout.summary.deliverTo}
            address={order.shipToDifferentAddress ? order.shippingAddress : order.billing}
          />
        )}
      </div>
    </div>
  )
}
