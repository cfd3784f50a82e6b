import type { CollectionConfig, PayloadRequest } from 'payload'
import { adminOrSelf, hasRole, isAdmin, isAdminField, isStaffUser, roles } from '../access'
import { addressFields } from '../fields/address'
import { claimGuestCartAtLogin } from '../../shop/cms/hooks/claim-guest-cart'
import { forgetLoginFailures, limitLoginAttempts } from '../hooks/login-limits'
import { revalidateAdmins } from '../hooks/revalidate'
import { siteUrl } from '@/lib/site-url'

const roleLabels = { admin: 'Quản trị viên', editor: 'Biên tập viên', author: 'Tác giả', customer: 'Khách hàng' }

/** The very first account (created through the one-time setup link) is the site's administrator. */
async function firstAccount(req: PayloadRequest): Promise<boolean> {
  return (await req.payload.count({ collection: 'users', req })).totalDocs === 0
}

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Người dùng', plural: 'Người dùng' },
  auth: {
    // No lockout (a stranger could lock anyone out): growing waits instead, see hooks/login-limits.ts.
    maxLoginAttempts: 0,
    tokenExpiration: 7 * 24 * 60 * 60,
    // Payload's own spacing of reset mails writes outside the request's transaction while it holds one, which
    // SQLite cannot take (see src/server/database/sqlite-writes.ts); the rate limits on forgot-password space them instead.
    forgotPassword: { minRequestInterval: 0 },
    // Never sent to another site's requests; never in clear on an https site.
    cookies: { sameSite: 'Lax', secure: siteUrl().startsWith('https:') },
  },
  hooks: {
    beforeOperation: [limitLoginAttempts],
    afterLogin: [forgetLoginFailures, claimGuestCartAtLogin],
    afterChange: [revalidateAdmins],
    afterDelete: [revalidateAdmins],
  },
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
      // The first-administrator form shows the role that account gets; every later account starts as a customer.
      defaultValue: async ({ req }) => ((await firstAccount(req)) ? ['admin'] : ['customer']),
      options: roles.map((value) => ({ value, label: roleLabels[value] })),
      access: { create: isAdminField, update: isAdminField },
      admin: { description: 'Tài khoản đầu tiên của trang luôn là Quản trị viên.' },
      hooks: {
        // Whatever the form sent: only administrators choose roles, and nobody else's account can be the first.
        beforeChange: [
          async ({ req, value, operation }) => {
            if (operation !== 'create' || hasRole(req.user, 'admin')) return value
            return (await firstAccount(req)) ? ['admin'] : value
          },
        ],
      },
    },
    {
      type: 'collapsible',
      label: 'Địa chỉ mua hàng',
      admin: {
        initCollapsed: true,
        description: 'Điền sẵn ở trang thanh toán; khách sửa trong "Tài khoản › Địa chỉ".',
      },
      fields: [
        { name: 'billing', type: 'group', label: 'Người mua', fields: addressFields(true) },
        { name: 'shippingAddress', type: 'group', label: 'Địa chỉ giao hàng', fields: addressFields(false) },
        {
          // The customer's record at Stripe, which keeps the cards they chose to save (never the shop).
          name: 'stripeCustomer',
          type: 'text',
          label: 'Mã khách hàng Stripe',
          admin: { readOnly: true, description: 'Stripe giữ các thẻ khách đã lưu; cửa hàng chỉ giữ mã này.' },
          access: { create: () => false, update: () => false },
        },
      ],
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
