import type { CollectionConfig } from 'payload'
import { adminOrSelf, hasRole, isAdmin, isAdminField, isStaffUser, roles } from '../access'
import { forgetLoginFailures, limitLoginAttempts } from '../hooks/login-limits'
import { siteUrl } from '@/lib/site-url'

const roleLabels = { admin: 'Quản trị viên', editor: 'Biên tập viên', author: 'Tác giả', customer: 'Khách hàng' }

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Người dùng', plural: 'Người dùng' },
  auth: {
    // No lockout (a stranger could lock anyone out): growing waits instead, see hooks/login-limits.ts.
    maxLoginAttempts: 0,
    tokenExpiration: 7 * 24 * 60 * 60,
    // Payload's own spacing of reset mails writes outside the request's transaction while it holds one, which
    // SQLite cannot take (see src/cms/sqlite-writes.ts); the rate limits on forgot-password space them instead.
    forgotPassword: { minRequestInterval: 0 },
    // Never sent to another site's requests; never in clear on an https site.
    cookies: { sameSite: 'Lax', secure: siteUrl().startsWith('https:') },
  },
  hooks: { beforeOperation: [limitLoginAttempts], afterLogin: [forgetLoginFailures] },
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'roles'], group: 'Hệ thống' },
  access: {
    admin: ({ req }) => isStaffUser(req.user),
    create: isAdmin,
    read: adminOrSelf,
    update: adminOrSelf,
    delete: isAdmin,
    unlock: isAdmin,
  },
  fields: [
    { name: 'name', type: 'text', label: 'Họ và tên' },
    {
      name: 'roles',
      type: 'select',
      label: 'Vai trò',
      hasMany: true,
      required: true,
      saveToJWT: true,
      defaultValue: ['customer'],
      options: roles.map((value) => ({ value, label: roleLabels[value] })),
      access: { create: isAdminField, update: isAdminField },
      admin: { description: 'Tài khoản đầu tiên của trang luôn là Quản trị viên.' },
      hooks: {
        // The very first account (created through the one-time setup link) is the site's administrator.
        beforeChange: [
          async ({ req, value, operation }) => {
            if (operation !== 'create' || hasRole(req.user, 'admin')) return value
            const { totalDocs } = await req.payload.count({ collection: 'users', req })
            return totalDocs === 0 ? ['admin'] : value
          },
        ],
      },
    },
    {
      name: 'builderLightbox',
      type: 'checkbox',
      label: 'Mở trình xem ảnh khi bấm đúp vào ảnh trong trình thiết kế',
      defaultValue: false,
      admin: { description: 'Tắt: bấm vào ảnh trong trình thiết kế chỉ chọn khối ảnh để sửa.' },
    },
  ],
}
