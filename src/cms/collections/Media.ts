import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { anyone, editorOrOwnUpload, isStaff, isStaffField, nobodyField } from '../access'
import { ANIMATION_MIME_TYPE, checkAnimationUpload } from '../hooks/animation-upload'
import { storeUnderRandomName } from '../hooks/stored-name'
import { titleFromUploadName } from '../hooks/upload-title'
import { revalidateMedia } from '../hooks/revalidate'
import { checkVideoUpload } from '../hooks/video-upload'
import { VIDEO_MIME_TYPES } from '../hooks/video-type'
import { dataDir } from '../paths'

export const mediaMimeTypes = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/gif',
  ANIMATION_MIME_TYPE,
  ...VIDEO_MIME_TYPES,
]

/** Upload fields that show an image offer only images (the library also holds Lottie animations and videos). */
export const imagesOnly = { mimeType: { like: 'image/' } }

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Tệp media', plural: 'Thư viện media' },
  admin: {
    useAsTitle: 'title',
    // The library reads as a grid of thumbnails with their titles (custom.css); search finds titles, alt texts and names.
    defaultColumns: ['filename', 'title', 'alt'],
    listSearchableFields: ['title', 'alt', 'filename'],
    pagination: { defaultLimit: 24 },
    group: 'Nội dung',
  },
  access: { read: anyone, create: isStaff, update: editorOrOwnUpload, delete: editorOrOwnUpload },
  upload: {
    staticDir: path.join(dataDir, 'media'),
    mimeTypes: mediaMimeTypes,
    focalPoint: true,
    imageSizes: [{ name: 'thumbnail', width: 480, formatOptions: { format: 'webp', options: { quality: 78 } } }],
    adminThumbnail: 'thumbnail',
  },
  hooks: {
    // Animations and videos are recognised first; the title is taken from the visitor's file name before the stored
    // name replaces it, last, from what the content is.
    beforeOperation: [checkAnimationUpload, checkVideoUpload, titleFromUploadName, storeUnderRandomName],
    afterChange: [revalidateMedia],
    afterDelete: [revalidateMedia],
  },
  fields: [
    { name: 'alt', type: 'text', label: 'Văn bản thay thế (alt)', required: true },
    { name: 'title', type: 'text', label: 'Tiêu đề' },
    { name: 'description', type: 'textarea', label: 'Mô tả' },
    {
      name: 'uploadedBy',
      type: 'relationship',
      relationTo: 'users',
      label: 'Người tải lên',
      // Set from the uploading account, never from the request's data; only staff see it.
      access: { read: isStaffField, create: nobodyField, update: nobodyField },
      hooks: {
        beforeChange: [({ operation, req, value }) => (operation === 'create' ? (req.user?.id ?? null) : value)],
      },
      admin: { position: 'sidebar', readOnly: true },
    },
  ],
}
