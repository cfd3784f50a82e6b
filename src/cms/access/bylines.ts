import { type CollectionBeforeChangeHook, type DefaultValue, type PayloadRequest, ValidationError } from 'payload'
import { hasRole } from '.'
import { relationId } from '@/lib/stored-values'

const BYLINE_REFUSED = 'Bạn chỉ được đăng bài dưới tên tác giả gắn với tài khoản của mình.'

const writesOnlyOwnBylines = (user: PayloadRequest['user']) =>
  hasRole(user, 'author') && !hasRole(user, 'admin', 'editor')

/** A new post starts under the byline of whoever writes it, when their account has one (any staff role). */
export const ownBylineByDefault: DefaultValue = async ({ req }) => {
  if (!req.user) return undefined
  const { docs } = await req.payload.find({
    collection: 'authors',
    where: { user: { equals: req.user.id } },
    depth: 0,
    limit: 1,
    req,
  })
  return docs[0]?.id
}

/**
 * Authors write only under a byline linked to their own account, on create and on every update (drafts too, which
 * skip field validation); editors and admins may use any byline.
 */
export const ownBylineOnly: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  if (!req.user || !writesOnlyOwnBylines(req.user)) return data
  const bylineID = relationId('author' in data ? data.author : originalDoc?.author)
  const byline =
    bylineID === null
      ? null
      : await req.payload.findByID({ collection: 'authors', id: bylineID, depth: 0, disableErrors: true, req })
  if (relationId(byline?.user) !== req.user.id) {
    throw new ValidationError({ collection: 'posts', errors: [{ path: 'author', message: BYLINE_REFUSED }], req })
  }
  return data
}
