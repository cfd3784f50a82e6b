import type { CollectionConfig } from 'payload'
import { previewOptions } from '../preview-links'
import { isEditor, isStaff, publishedOrStaff } from '../access'
import { seoField } from '../fields/seo'
import { slugField } from '../fields/slug'
import { layoutField } from '../fields/layout'
import { revalidateDeletedPage, revalidatePage } from '../hooks/revalidate'
import { followSlugInMenus } from '../menu/hooks'

/** A page laid out in the visual builder ("Thiết kế"); served at `/{slug}` like posts. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: 'Trang', plural: 'Trang' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'updatedAt', '_status'],
    group: 'Nội dung',
    ...previewOptions('pages'),
  },
  access: { read: publishedOrStaff, create: isEditor, update: isEditor, delete: isEditor, readVersions: isStaff },
  versions: { drafts: true, maxPerDoc: 30 },
  hooks: { afterChange: [revalidatePage, followSlugInMenus('pages')], afterDelete: [revalidateDeletedPage] },
  fields: [
    { name: 'title', type: 'text', label: 'Tiêu đề', required: true, maxLength: 200 },
    slugField('title', { collection: 'posts', message: 'Đường dẫn này đã được một bài viết dùng.' }),
    {
      name: 'design',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '@/cms/components/DesignButton#DesignButton' } },
    },
    layoutField,
    seoField,
  ],
}
