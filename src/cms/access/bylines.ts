import { type CollectionBeforeChangeHook, type DefaultValue, type PayloadRequest, ValidationError } from 'payload'
import { hasRole } from '.'

const BYLINE_REFUSED = 'Bạn chỉ được đăng bài dưới tên tác giả gắn với tài khoản của mình.'

const writesOnlyOwnBylines = (user: PayloadRequest['user']) => hasRole(user, 'author') && !hasRole(user, 'admin', 'editor')

/** A new post written by an author starts under the author's own byline. */
export const ownBylineByDefault: DefaultValue = async ({ req }) => {
  if (!req.user || !writesOnlyOwnBylines(req.user)) return undefined
  const { docs } = await req.payload.find({ collection: 'authors', where: { user: { equals: req.user.id } }, depth: 0, limit: 1, req })
  return docs[0]?.id
}

const idOf = (value: unknown) => (value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value)

/**
 * Authors write only under a byline linked to their own account, on create and on every update (drafts too, which
 * skip field validation); editors and admins may use any byline.
 */
export const ownBylineOnly: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  if (!req.user || !writesOnlyOwnBylines(req.user)) return data
  const bylineID = idOf('author' in data ? data.author : originalDoc?.author)
  const byline = bylineID == null ? null : await req.payload.findByID({ collection: 'authors', id: bylineID as number, depth: 0, disableErrors: true, req })
  if (idOf(byline?.user) !== req.user.id) {
    throw new ValidationError({ collection: 'posts', errors: [{ path: 'author', message: BYLINE_REFUSED }], req })
  }
  return data
}
