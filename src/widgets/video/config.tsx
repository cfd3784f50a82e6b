import type { ComponentConfig } from '@puckeditor/core'
import type { PickedImage } from '../image/logic'
import { imagePickerField } from '../image/picker'
import { videoSource } from './logic'
import { Video } from './Video'
import { yesNoField } from '../fields'

type VideoFields = { url: string; title: string; privacy: boolean; start: number; poster: PickedImage | null }

/** A YouTube or Vimeo video, or one of our uploads; nothing loads from the provider until the reader presses play. */
export const videoConfig: ComponentConfig<VideoFields> = {
  label: 'Video',
  fields: {
    url: { type: 'text', label: 'Địa chỉ video (YouTube, Vimeo hoặc /api/media/file/….mp4)' },
    title: { type: 'text', label: 'Tên video (đọc cho trình đọc màn hình)' },
    privacy: yesNoField('Chế độ riêng tư (YouTube không cookie)'),
    start: { type: 'number', label: 'Bắt đầu từ giây', min: 0 },
    poster: imagePickerField('Ảnh bìa (không bắt buộc)'),
  },
  defaultProps: { url: '', title: 'Video hướng dẫn', privacy: true, start: 0, poster: null },
  render: ({ url, title, privacy, start, poster, puck }) => (
    <Video source={videoSource(url, { privacy: privacy !== false, start })} title={title || 'Video'} poster={poster} isEditing={puck.isEditing} />
  ),
}
