import type { ComponentConfig } from '@puckeditor/core'
import { carouselDefaults, carouselFields } from '../carousel/fields'
import type { CarouselSettings } from '../carousel/logic'
import type { PickedImage } from '../image/logic'
import { imagePickerField } from '../image/picker'
import { MediaCarousel, type MediaCarouselSkin } from './MediaCarousel'

type Fields = Required<CarouselSettings> & {
  label: string
  skin: MediaCarouselSkin
  items: { image: PickedImage | null; caption: string }[]
}

/** Images in a carousel or a slideshow with thumbnails; each opens the lightbox. */
export const mediaCarouselConfig: ComponentConfig<Fields> = {
  label: 'Trình chiếu ảnh',
  fields: {
    label: { type: 'text', label: 'Tên trình chiếu (cho trình đọc màn hình)' },
    skin: {
      type: 'radio',
      label: 'Kiểu',
      options: [
        { label: 'Nhiều ảnh một lúc', value: 'carousel' },
        { label: 'Ảnh lớn và ảnh nhỏ', value: 'slideshow' },
      ],
    },
    items: {
      type: 'array',
      label: 'Ảnh',
      max: 30,
      getItemSummary: (item) => item.caption || item.image?.alt || 'Ảnh',
      defaultItemProps: { image: null, caption: '' },
      arrayFields: { image: imagePickerField('Ảnh'), caption: { type: 'text', label: 'Chú thích' } },
    },
    ...carouselFields,
  },
  defaultProps: { label: '', skin: 'carousel', items: [], ...carouselDefaults },
  render: ({ puck, ...props }) => <MediaCarousel {...props} isEditing={puck.isEditing} />,
}
