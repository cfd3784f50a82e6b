import type { ExternalField } from '@puckeditor/core'
import { listMedia } from '../media-list'
import type { PickedFile } from './logic'

async function listAnimations(query?: string): Promise<PickedFile[]> {
  const docs = await listMedia({ 'where[filename][like]': 'json', ...(query && { 'where[title][like]': query }) })
  return docs.flatMap((media) =>
    media.url && media.filename
      ? [{ id: media.id, url: media.url, filename: media.filename, title: media.title || media.alt }]
      : [],
  )
}

/** A field that picks a Lottie file (.json) from the media library. */
export function animationPickerField(label: string): ExternalField<PickedFile | null> {
  return {
    type: 'external',
    label,
    placeholder: 'Chọn tệp .json từ Thư viện media',
    showSearch: true,
    fetchList: ({ query }) => listAnimations(query),
    mapRow: (item) => ({ Tên: item.title || item.filename, Tệp: item.filename }),
    getItemSummary: (item) => item?.title || item?.filename || 'Tệp hoạt ảnh',
  }
}
