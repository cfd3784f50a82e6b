import type { ComponentConfig } from '@puckeditor/core'
import { Image } from './Image'
import type { PickedImage } from './logic'
import { imagePickerField } from './picker'

export const imageConfig: ComponentConfig<{ image: PickedImage | null; caption: string }> = {
  label: 'Hình ảnh',
  fields: {
    image: imagePickerField('Ảnh'),
    caption: { type: 'text', label: 'Chú thích' },
  },
  defaultProps: { image: null, caption: '' },
  render: (props) => <Image {...props} />,
}
