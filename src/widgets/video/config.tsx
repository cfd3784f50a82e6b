import type { ComponentConfig } from '@puckeditor/core'
import { vi } from '@/i18n/vi'
import type { PickedImage } from '../image/logic'
import { imagePickerField } from '../image/picker'
import { yesNoField } from '../fields'
import { videoSource } from '@/lib/video-source'
import { Video } from './Video'

type VideoFields = {
  url: string
  title: string
  privacy: boolean
  start: number
  autoplay: boolean
  poster: PickedImage | null
}

/** A YouTube or Vimeo video, or one of our uploads; nothing loads from the provider until the reader presses play. */
export const videoConfig: ComponentConfig<VideoFields> = {
  label: 'Video',
  fields: {
    url: { type: 'text', label: 'Địa chỉ video (YouTube, Vimeo hoặc /api/media/file/….mp4)' },
    title: { type: 'text', label: 'Tên video (đọc cho trình đọc màn hình)' },
    privacy: yesNoField('Chế độ riêng tư (YouTube không cookie)'),
    start: { type: 'number', label: 'Bắt đầu từ giây', min: 0 },
    autoplay: yesNoField('Tự phát (tắt tiếng, khi cuộn tới; không áp dụng trong trình thiết kế)'),
    poster: imagePickerField('Ảnh bìa (không bắt buộc)'),
  },
  defaultProps: { url: '', title: 'Video hướng dẫn', privacy: true, start: 0, autoplay: false, poster: null },
  render: ({ url, title, privacy, start, autoplay, poster, puck }) => {
    // Never play by itself while the editor is working on the page.
    const autoplaying = autoplay === true && !puck.isEditing
    return (
      <Video
        source={videoSource(url, { privacy: privacy !== false, start, autoplay: autoplaying })}
        title={title || vi.builder.video}
        poster={poster}
        autoplay={autoplaying}
        isEditing={puck.isEditing}
      />
    )
  },
}
