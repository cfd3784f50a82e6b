import type { CollectionAdminOptions } from 'payload'
import { absoluteUrl } from '@/lib/site-url'

/** The address that starts an editor's preview of a post or page (src/cms/preview.ts). */
export const previewPath = (collection: 'posts' | 'pages', id: number | string) =>
  `/xem-truoc?loai=${collection}&id=${encodeURIComponent(String(id))}`

/**
 * The admin's "Bản xem trước" button and its live preview beside the form, at a phone's and a desktop's width: both
 * open the preview of the saved document (nothing before its first save). The live preview reloads on every save.
 */
export function previewOptions(collection: 'posts' | 'pages'): Pick<CollectionAdminOptions, 'preview' | 'livePreview'> {
  return {
    preview: (doc) => (doc.id ? previewPath(collection, doc.id as number) : null),
    livePreview: {
      // Absolute: the admin takes only messages from the origin of this address.
      url: ({ data }) => (data?.id ? absoluteUrl(previewPath(collection, data.id as number)) : ''),
      breakpoints: [
        { label: 'Điện thoại', name: 'dien-thoai', width: 390, height: 844 },
        { label: 'Máy tính', name: 'may-tinh', width: 1280, height: 800 },
      ],
    },
  }
}
