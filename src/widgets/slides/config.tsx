import type { ComponentConfig } from '@puckeditor/core'
import { yesNoField } from '../fields'
import type { PickedImage } from '../image/logic'
import { imagePickerField } from '../image/picker'
import { Slides } from './Slides'

type Fields = {
  label: string
  height: number
  slides: {
    heading: string
    description: string
    buttonText: string
    buttonUrl: string
    image: PickedImage | null
    background: string
  }[]
  navigation: 'arrows' | 'dots' | 'both'
  autoplay: boolean
  autoplaySpeed: number
  pauseOnHover: boolean
  pauseOnInteraction: boolean
  infinite: boolean
  transition: 'slide' | 'fade'
  transitionSpeed: number
}

/** Full-width slides (docs/widgets.md, Carousels and slides): navigation, autoplay, infinite, transition and its speed. */
export const slidesConfig: ComponentConfig<Fields> = {
  label: 'Trang chiếu',
  fields: {
    label: { type: 'text', label: 'Tên trình chiếu (cho trình đọc màn hình)' },
    slides: {
      type: 'array',
      label: 'Các trang',
      max: 12,
      getItemSummary: (slide) => slide.heading || 'Trang',
      defaultItemProps: {
        heading: 'Tiêu đề trang chiếu',
        description: '',
        buttonText: '',
        buttonUrl: '',
        image: null,
        background: '#0b5cd5',
      },
      arrayFields: {
        heading: { type: 'text', label: 'Tiêu đề' },
        description: { type: 'textarea', label: 'Mô tả' },
        buttonText: { type: 'text', label: 'Chữ trên nút' },
        buttonUrl: { type: 'text', label: 'Liên kết của nút' },
        image: imagePickerField('Ảnh nền'),
        background: { type: 'text', label: 'Màu nền (#rrggbb)' },
      },
    },
    height: { type: 'number', label: 'Chiều cao tối thiểu (px)', min: 200, max: 900 },
    navigation: {
      type: 'radio',
      label: 'Điều hướng',
      options: [
        { label: 'Mũi tên', value: 'arrows' },
        { label: 'Chấm', value: 'dots' },
        { label: 'Cả hai', value: 'both' },
      ],
    },
    transition: {
      type: 'radio',
      label: 'Hiệu ứng',
      options: [
        { label: 'Trượt', value: 'slide' },
        { label: 'Mờ dần', value: 'fade' },
      ],
    },
    transitionSpeed: { type: 'number', label: 'Tốc độ chuyển (ms)', min: 100, max: 5000 },
    infinite: yesNoField('Lặp vòng'),
    autoplay: yesNoField('Tự chạy'),
    autoplaySpeed: { type: 'number', label: 'Thời gian mỗi trang khi tự chạy (ms)', min: 1000, max: 60000 },
    pauseOnHover: yesNoField('Dừng khi rê chuột'),
    pauseOnInteraction: yesNoField('Dừng khi người đọc tương tác'),
  },
  defaultProps: {
    label: 'Trang chiếu',
    height: 400,
    slides: [],
    navigation: 'both',
    autoplay: true,
    autoplaySpeed: 5000,
    pauseOnHover: true,
    pauseOnInteraction: true,
    infinite: true,
    transition: 'slide',
    transitionSpeed: 500,
  },
  render: ({ puck, ...props }) => <Slides {...props} isEditing={puck.isEditing} />,
}
