import type { ComponentConfig } from '@puckeditor/core'
import { carouselDefaults, carouselFields } from '../carousel/fields'
import type { CarouselSettings } from '../carousel/logic'
import type { PickedImage } from '../image/logic'
import { imagePickerField } from '../image/picker'
import { TestimonialCarousel } from './TestimonialCarousel'

type Fields = Required<CarouselSettings> & {
  label: string
  items: { quote: string; name: string; role: string; avatar: PickedImage | null }[]
}

/** Readers' and partners' words in a carousel, one at a time on every device by default. */
export const testimonialCarouselConfig: ComponentConfig<Fields> = {
  label: 'Cảm nhận bạn đọc',
  fields: {
    label: { type: 'text', label: 'Tên trình chiếu (cho trình đọc màn hình)' },
    items: {
      type: 'array',
      label: 'Lời nhận xét',
      max: 20,
      getItemSummary: (item) => item.name || 'Lời nhận xét',
      defaultItemProps: { quote: 'Bài hướng dẫn rất dễ làm theo.', name: 'Bạn đọc', role: '', avatar: null },
      arrayFields: {
        quote: { type: 'textarea', label: 'Nhận xét' },
        name: { type: 'text', label: 'Tên' },
        role: { type: 'text', label: 'Nghề nghiệp / nơi ở' },
        avatar: imagePickerField('Ảnh đại diện'),
      },
    },
    ...carouselFields,
  },
  defaultProps: { label: 'Cảm nhận của bạn đọc', items: [], ...carouselDefaults },
  render: ({ puck, ...props }) => <TestimonialCarousel {...props} isEditing={puck.isEditing} />,
}
