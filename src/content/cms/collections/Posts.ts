import type { CollectionConfig } from 'payload'
import { previewOptions } from '../../../cms/preview-links'
import { editorOrOwnPost, editorOrOwnPostVersions, isStaff, visiblePostsOrStaff } from '../../../cms/access'
import { ownBylineByDefault, ownBylineOnly } from '../../../cms/access/bylines'
import { seoField } from '../../../cms/fields/seo'
import { slugField } from '../../../cms/fields/slug'
import { publishedAtField, stampPublishedAt } from '../../../cms/fields/published-at'
import { revalidateDeletedPost, revalidatePost } from '../../../cms/hooks/revalidate'
import { removeFromSearchIndex, syncSearchIndex } from '../hooks/search-index'
import { articleEditor } from '../../../cms/editor'
import { imagesOnly } from '../../../cms/collections/Media'
import { followSlugInMenus } from '../../../cms/menu/hooks'
import { queueScheduledPublish } from '../../../cms/schedule/hooks'

export const Posts: CollectionConfig = {
  slug: 'posts',
  labels: { singular: 'Bài viết', plural: 'Bài viết' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'categories', 'author', 'publishedAt', '_status'],
    group: 'Nội dung',
    // "Xuất bản" reads "Lên lịch" for a future date, with a note while the post lacks a category or picture.
    components: { edit: { PublishButton: '@/cms/components/PublishControls#PublishControls' } },
    ...previewOptions('posts'),
  },
  access: {
    read: visiblePostsOrStaff,
    create: isStaff,
    update: editorOrOwnPost,
    delete: editorOrOwnPost,
    readVersions: editorOrOwnPostVersions,
  },
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 30 },
  defaultSort: '-publishedAt',
  hooks: {
    beforeChange: [
      ownBylineOnly,
      ({ data }) => {
        stampPublishedAt(data)
        return data
      },
    ],
    afterChange: [syncSearchIndex('posts'), revalidatePost, queueScheduledPublish, followSlugInMenus('posts')],
    afterDelete: [removeFromSearchIndex('posts'), revalidateDeletedPost],
  },
  fields: [
    { name: 'title', type: 'text', label: 'Tiêu đề', required: true, maxLength: 200 },
    slugField('title', { collection: 'pages', message: 'Đường dẫn này đã được một trang dùng.' }),
    { name: 'excerpt', type: 'textarea', label: 'Tóm tắt', maxLength: 300 },
    { name: 'featuredImage', type: 'upload', relationTo: 'media', filterOptions: imagesOnly, label: 'Ảnh đại diện' },
    { name: 'content', type: 'richText', label: 'Nội dung', editor: articleEditor() },
    {
      name: 'categories',
      type: 'relationship',
      relationTo: 'categories',
      hasMany: true,
      label: 'Chuyên mục',
      admin: { position: 'sidebar' },
    },
    {
      name: 'tags',
      type: 'relationship',
      relationTo: 'tags',
      hasMany: true,
      label: 'Thẻ',
      admin: { position: 'sidebar' },
    },
    {
      name: 'author',
      type: 'relationship',
      relationTo: 'authors',
      label: 'Tác giả',
      defaultValue: ownBylineByDefault,
      admin: { position: 'sidebar' },
    },
    publishedAtField,
    { name: 'featured', type: 'checkbox', label: 'Bài nổi bật', defaultValue: false, admin: { position: 'sidebar' } },
    seoField,
  ],
}
