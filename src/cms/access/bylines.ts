import { type CollectionBeforeChangeHook, ValidationError } from 'payload'
import { hasRole } from '.'

export const BYLINE_REFUSED = 'Bạn chỉ được đăng bài dưới tên tác giả gắn với tài khoản của mình.'

const idOf = (value: unknown) => (value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value)

/**
 * Authors write only under a byline linked to their own account, on create and on every update (drafts too, which
 * skip field validation); editors and admins may use any byline.
 */
export const ownBylineOnly: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  if (!req.user || !hasRole(req.user, 'author') || hasRole(req.user, 'admin', 'editor')) return data
  const bylineID = idOf('author' in data ? data.author : originalDoc?.author)
  const byline = bylineID == null ? null : await req.payload.findByID({ collection: 'authors', id: bylineID as number, depth: 0, disableErrors: true, req })
  if (idOf(byline?.user) !== req.user.id) {
    throw new ValidationError({ collection: 'posts', errors: [{ path: 'author', message: BYLINE_REFUSED }], req })
  }
  return data
}
