import { notesToCustomer } from '@/shop/rules/order-notes'
import { vi } from '@/i18n/vi'
import { formatDateTime } from '@/lib/vi'
import type { Order } from '@/payload-types'

/** The notes the shop wrote to the customer about their order (never its private ones), oldest first, with their date. */
export function OrderUpdates({ notes }: { notes: Order['notes'] }) {
  const updates = notesToCustomer(notes)
  if (!updates.length) return null
  return (
    <section className="order-updates" aria-labelledby="order-updates">
      <h2 id="order-updates">{vi.account.orderUpdates}</h2>
      <ol className="order-updates__list">
        {updates.map((note) => (
          <li key={note.id}>
            {note.at && <p className="order-updates__date">{formatDateTime(note.at)}</p>}
            <p className="order-updates__text">{note.text}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}
