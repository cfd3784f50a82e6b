import type { FieldAccess, FieldHook } from 'payload'
import { notesToCustomer } from '@/shop/rules/order-notes'
import { hasRole } from '../../../cms/access'

type MaybeUser = Parameters<typeof hasRole>[0]

/** The shop's staff (editors and administrators): they read an order's private notes and who wrote what. */
const isShopStaff = (user: MaybeUser) => hasRole(user, 'admin', 'editor')

/**
 * A note's text, date, id and kind: staff, or whoever reads the order when the note was written to the customer. A query
 * (`where`, `sort`) has no note to look at, so only staff may filter or sort orders by their notes.
 */
export const staffOrNoteToCustomer: FieldAccess = ({ req, siblingData }) =>
  isShopStaff(req.user) || (siblingData as { toCustomer?: unknown } | undefined)?.toCustomer === true

/**
 * The notes of an order read by anyone but staff (the owner over REST, the Local API with `overrideAccess: false`):
 * only those written to the customer. Field access cannot drop rows of an array, only their fields; the shop's own
 * reads (`overrideAccess`) keep every note, since a save writes back what it read.
 */
export const customerNotesOnly: FieldHook = ({ value, overrideAccess, req }) =>
  overrideAccess || isShopStaff(req.user) || !Array.isArray(value) ? value : notesToCustomer(value)
