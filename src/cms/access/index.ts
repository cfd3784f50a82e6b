import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'

export const roles = ['admin', 'editor', 'author', 'customer'] as const
export type Role = (typeof roles)[number]

type MaybeUser = PayloadRequest['user']

export function hasRole(user: MaybeUser, ...wanted: Role[]): boolean {
  const userRoles = (user as { roles?: Role[] } | null | undefined)?.roles ?? []
  return userRoles.some((role) => wanted.includes(role))
}

/** Admins, editors and authors: everyone who works in the admin. */
export const isStaffUser = (user: MaybeUser) => hasRole(user, 'admin', 'editor', 'author')

export const isAdmin: Access = ({ req }) => hasRole(req.user, 'admin')
export const isAdminField: FieldAccess = ({ req }) => hasRole(req.user, 'admin')
export const isEditorField: FieldAccess = ({ req }) => hasRole(req.user, 'admin', 'editor')
export const isStaffField: FieldAccess = ({ req }) => isStaffUser(req.user)
export const nobodyField: FieldAccess = () => false
export const isEditor: Access = ({ req }) => hasRole(req.user, 'admin', 'editor')
export const isStaff: Access = ({ req }) => isStaffUser(req.user)
export const anyone: Access = () => true

/** Staff read everything; the public reads published documents only. */
export const publishedOrStaff: Access = ({ req }) =>
  isStaffUser(req.user) ? true : { _status: { equals: 'published' } }

/**
 * Posts: staff read everything; the public reads published posts whose date has come. A post published with a
 * future date is scheduled (cms/schedule/): nobody else sees it before then, on the site or through the API.
 */
export const visiblePostsOrStaff: Access = ({ req }) => {
  if (isStaffUser(req.user)) return true
  const dated: Where = { publishedAt: { less_than_equal: new Date().toISOString() } }
  return { and: [{ _status: { equals: 'published' } }, dated] }
}

/** Editors change any post; an author only posts whose byline is linked to their account. */
export const editorOrOwnPost: Access = ({ req }) => {
  if (hasRole(req.user, 'admin', 'editor')) return true
  if (hasRole(req.user, 'author') && req.user) return { 'author.user': { equals: req.user.id } }
  return false
}

/** Staff read versions; an author only the versions of posts under their own byline. */
export const editorOrOwnPostVersions: Access = ({ req }) => {
  if (hasRole(req.user, 'admin', 'editor')) return true
  if (hasRole(req.user, 'author') && req.user) return { 'parent.author.user': { equals: req.user.id } }
  return false
}

/** Editors change any file; an author only the files they uploaded. */
export const editorOrOwnUpload: Access = ({ req }) => {
  if (hasRole(req.user, 'admin', 'editor')) return true
  if (hasRole(req.user, 'author') && req.user) return { uploadedBy: { equals: req.user.id } }
  return false
}

/** Admins manage every account; anyone else only their own. */
export const adminOrSelf: Access = ({ req }) => {
  if (hasRole(req.user, 'admin')) return true
  return req.user ? { id: { equals: req.user.id } } : false
}
