import type { Fields } from '@puckeditor/core'
import { yesNoField } from '../fields'
import type { CarouselSettings } from './logic'

const perViewNumber = (label: string) => ({ type: 'number' as const, label, min: 1, max: 8, placeholder: 'Mặc định' })

/** The carousel settings (docs/widgets.md, Carousels and slides) as builder fields, shared by the media and testimonial carousels. */
export const carouselFields: Fields<Required<CarouselSettings>> = {
  perView: {
    type: 'object',
    label: 'Số mục mỗi lần hiện (để trống: mặc định)',
    objectFields: {
      desktop: perViewNumber('Máy tính'),
      tablet: perViewNumber('Máy tính bảng'),
      mobile: perViewNumber('Điện thoại'),
    },
  },
  slidesToScroll: { type: 'number', label: 'Số mục mỗi lần chuyển', min: 1, max: 8 },
  spaceBetween: { type: 'number', label: 'Khoảng cách giữa các mục (px)', min: 0, max: 100 },
  effect: {
    type: 'radio',
    label: 'Hiệu ứng',
    options: [
      { label: 'Trượt', value: 'slide' },
      { label: 'Mờ dần', value: 'fade' },
    ],
  },
  speed: { type: 'number', label: 'Tốc độ chuyển (ms)', min: 100, max: 5000 },
  loop: yesNoField('Lặp vòng'),
  autoplay: yesNoField('Tự chạy'),
  autoplaySpeed: { type: 'number', label: 'Thời gian mỗi mục khi tự chạy (ms)', min: 1000, max: 60000 },
  pauseOnHover: yesNoField('Dừng khi rê chuột'),
  pauseOnInteraction: yesNoField('Dừng khi người đọc tương tác'),
  lazyload: yesNoField('Tải ảnh khi cần'),
  pagination: yesNoField('Hiện chấm chuyển trang'),
  showArrows: yesNoField('Hiện mũi tên'),
}

/** Defaults of the carousel settings (per-view numbers empty: the carousel's own defaults apply). */
export const carouselDefaults: Required<CarouselSettings> = {
  perView: { desktop: undefined, tablet: undefined, mobile: undefined },
  slidesToScroll: 1,
  spaceBetween: 16,
  effect: 'slide',
  speed: 500,
  loop: false,
  autoplay: false,
  autoplaySpeed: 5000,
  pauseOnHover: true,
  pauseOnInteraction: true,
  lazyload: true,
  pagination: true,
  showArrows: true,
}
