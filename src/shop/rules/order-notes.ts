/** An order's note as stored: written to the customer (shown and mailed to them) or private to the shop. */
export interface OrderNote {
  toCustomer?: boolean | null
}

/** The notes a customer may read: only those the shop wrote to them. */
export function notesToCustomer<Note extends OrderNote>(notes: readonly Note[] | null | undefined): Note[] {
  return (notes ?? []).filter((note) => note.toCustomer === true)
}
