import type { ComponentConfig } from '@puckeditor/core'
import { yesNoField } from '../fields'
import { Image } from './Image'
import type { PickedImage } from './logic'
import { imagePickerField } from './picker'

export const imageConfig: ComponentConfig<{ image: PickedImage | null; caption: string; zoom: boolean }> = {
  label: 'Hình ảnh',
  fields: {
    image: imagePickerField('Ảnh'),
    caption: { type: 'text', label: 'Chú thích' },
    zoom: yesNoField('Phóng to khi bấm (mở ảnh gốc trong hộp xem ảnh)'),
  },
  defaultProps: { image: null, caption: '', zoom: true },
  render: (props) => <Image {...props} />,
}
