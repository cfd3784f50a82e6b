import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'
import { invalidate } from '../cache/invalidate'
import {
  ADMINS_TAG,
  EVERYTHING_TAG,
  PRODUCTS_TAG,
  SHOP_SETTINGS_TAG,
  SITE_TAG,
  pageChangeTags,
  postChangeTags,
  productChangeTags,
} from '../cache/tags'

/**
 * Content changed: drop the cached pages and answers that show it (cache/tags.ts says which), so the next visitor
 * gets fresh HTML, on every instance of the site (cache/invalidate.ts).
 */

/** A post: its page at the old and the new slug, the lists it left and joined, and the site-wide lists. */
export const revalidatePost: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  await invalidate(req.payload, postChangeTags(doc, previousDoc), req)
  return doc
}

export const revalidateDeletedPost: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await invalidate(req.payload, postChangeTags(null, doc), req)
  return doc
}

/** A builder page: where it is shown, and the sitemap. */
export const revalidatePage: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  await invalidate(req.payload, pageChangeTags(doc, previousDoc), req)
  return doc
}

export const revalidateDeletedPage: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await invalidate(req.payload, pageChangeTags(null, doc), req)
  return doc
}

/** Settings, menus, templates, categories, tags and bylines show in every page's frame or cards: the whole site. */
export const revalidateSite: CollectionAfterChangeHook & CollectionAfterDeleteHook & GlobalAfterChangeHook = async ({
  doc,
  req,
}) => {
  await invalidate(req.payload, [SITE_TAG], req)
  return doc
}

/** An account: who the administrators are may have changed. */
export const revalidateAdmins: CollectionAfterChangeHook & CollectionAfterDeleteHook = async ({ doc, req }) => {
  await invalidate(req.payload, [ADMINS_TAG], req)
  return doc
}

/** A product: its page at the old and the new slug, and the shop's lists. */
export const revalidateProduct: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  await invalidate(req.payload, productChangeTags(doc, previousDoc), req)
  return doc
}

export const revalidateDeletedProduct: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await invalidate(req.payload, productChangeTags(null, doc), req)
  return doc
}

/** A product category: every list of the shop (its filters and archives show the categories). */
export const revalidateShop: CollectionAfterChangeHook & CollectionAfterDeleteHook = async ({ doc, req }) => {
  await invalidate(req.payload, [PRODUCTS_TAG], req)
  return doc
}

/** The shop's settings: the checkout's delivery and payment methods. */
export const revalidateShopSettings: GlobalAfterChangeHook = async ({ doc, req }) => {
  await invalidate(req.payload, [SHOP_SETTINGS_TAG], req)
  return doc
}

/**
 * A picture's texts or file changed, or it was deleted: posts, pages and products show it with its alt text, so
 * everything cached goes. A new upload is shown nowhere yet, and drops nothing.
 */
export const revalidateMedia: CollectionAfterChangeHook & CollectionAfterDeleteHook = async ({
  doc,
  req,
  ...change
}) => {
  if ('operation' in change && change.operation === 'create') return doc
  await invalidate(req.payload, [EVERYTHING_TAG, SITE_TAG], req)
  return doc
}
