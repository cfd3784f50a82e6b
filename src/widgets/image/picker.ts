import type { ExternalField } from '@puckeditor/core'
import { listMedia } from '../media-list'
import type { PickedImage } from './logic'

async function listImages(query?: string): Promise<PickedImage[]> {
  const docs = await listMedia({ 'where[mimeType][like]': 'image/', ...(query && { 'where[alt][like]': query }) })
  return docs.flatMap((media) =>
    media.url
      ? [
          {
            id: media.id,
            url: media.url,
            alt: media.alt,
            width: media.width ?? 1200,
            height: media.height ?? 800,
            title: media.title ?? '',
            description: media.description ?? '',
          },
        ]
      : [],
  )
}

/** A field that picks an image from the media library, in a searchable table. */
export function imagePickerField(label: string): ExternalField<PickedImage | null> {
  return {
    type: 'external',
    label,
    placeholder: 'Chọn ảnh từ Thư viện media',
    showSearch: true,
    fetchList: ({ query }) => listImages(query),
    mapRow: (item) => ({ 'Mô tả': item.alt, 'Kích thước': `${item.width}×${item.height}` }),
    getItemSummary: (item) => item?.alt || 'Ảnh',
  }
}
