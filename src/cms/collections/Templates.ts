import type { CollectionConfig } from 'payload'
import { isEditor, isStaff, publishedOrStaff } from '../access'
import { displayConditionsField } from '../fields/display-conditions'
import { layoutField } from '../fields/layout'
import { revalidateSite } from '../hooks/revalidate'
import { STICKY_DEVICES, TEMPLATE_KINDS, TEMPLATE_SCOPES, type TemplateKind } from '@/site/templates/logic'

const kindLabels: Record<TemplateKind, string> = {
  header: 'Đầu trang',
  footer: 'Chân trang',
  single: 'Bài viết',
  archive: 'Lưu trữ (chuyên mục, thẻ, tác giả)',
}

const stickyLabels = { desktop: 'Máy tính', tablet: 'Máy tính bảng', mobile: 'Điện thoại' }

/** Theme templates laid out in the builder; the site uses the one whose display conditions fit the view best. */
export const Templates: CollectionConfig = {
  slug: 'templates',
  labels: { singular: 'Mẫu giao diện', plural: 'Mẫu giao diện' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'kind', 'updatedAt', '_status'], group: 'Giao diện' },
  access: { read: publishedOrStaff, create: isEditor, update: isEditor, delete: isEditor, readVersions: isStaff },
  versions: { drafts: true, maxPerDoc: 30 },
  hooks: { afterChange: [revalidateSite], afterDelete: [revalidateSite] },
  fields: [
    { name: 'title', type: 'text', label: 'Tên mẫu', required: true, maxLength: 200 },
    {
      name: 'kind',
      type: 'select',
      label: 'Loại',
      required: true,
      defaultValue: 'header',
      options: TEMPLATE_KINDS.map((kind) => ({ label: kindLabels[kind], value: kind })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'design',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '@/cms/components/DesignButton#DesignButton' } },
    },
    displayConditionsField({
      scopes: TEMPLATE_SCOPES,
      scopeLabels: { category: 'Một chuyên mục' },
      description:
        'Mẫu dùng ở nơi khớp một điều kiện "Áp dụng" và không khớp điều kiện "Loại trừ". Bài viết cụ thể được ưu tiên hơn chuyên mục, chuyên mục hơn toàn trang.',
    }),
    {
      name: 'sticky',
      type: 'select',
      label: 'Dính ở đầu màn hình khi cuộn',
      hasMany: true,
      options: STICKY_DEVICES.map((device) => ({ label: stickyLabels[device], value: device })),
      admin: {
        condition: (data) => data?.kind === 'header',
        description: 'Chọn các loại thiết bị mà đầu trang luôn hiện khi cuộn.',
      },
    },
    layoutField,
  ],
}
