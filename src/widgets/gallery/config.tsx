import type { ComponentConfig } from '@puckeditor/core'
import { yesNoField } from '../fields'
import type { PickedImage } from '../image/logic'
import { imagePickerField } from '../image/picker'
import { Gallery } from './Gallery'
import {
  ASPECT_RATIOS,
  type AspectRatio,
  type Device,
  GALLERY_MAX_COLUMNS,
  GALLERY_MAX_GAP,
  type GalleryLayout,
} from './logic'

const columnsNumber = (label: string) => ({ type: 'number' as const, label, min: 1, max: GALLERY_MAX_COLUMNS })

type Fields = {
  galleries: { title: string; images: { image: PickedImage | null }[] }[]
  showFilter: boolean
  allLabel: string
  layout: GalleryLayout
  columns: Record<Device, number>
  gap: number
  ratio: AspectRatio
}

/** Named galleries of images from the media library, with filter buttons; each image opens the lightbox. */
export const galleryConfig: ComponentConfig<Fields> = {
  label: 'Thư viện ảnh có bộ lọc',
  fields: {
    galleries: {
      type: 'array',
      label: 'Các bộ ảnh',
      max: 20,
      getItemSummary: (gallery) => gallery.title || 'Bộ ảnh',
      defaultItemProps: { title: 'Bộ ảnh mới', images: [] },
      arrayFields: {
        title: { type: 'text', label: 'Tên bộ ảnh (nút lọc)' },
        images: {
          type: 'array',
          label: 'Ảnh',
          max: 60,
          getItemSummary: (item) => item.image?.alt || 'Ảnh',
          defaultItemProps: { image: null },
          arrayFields: { image: imagePickerField('Ảnh') },
        },
      },
    },
    showFilter: yesNoField('Hiện nút lọc'),
    allLabel: { type: 'text', label: 'Chữ trên nút “Tất cả” (để trống: mặc định)' },
    layout: {
      type: 'radio',
      label: 'Bố cục',
      options: [
        { label: 'Lưới đều', value: 'grid' },
        { label: 'So le (từ 2 cột)', value: 'masonry' },
      ],
    },
    columns: {
      type: 'object',
      label: 'Số cột',
      objectFields: {
        desktop: columnsNumber('Máy tính'),
        tablet: columnsNumber('Máy tính bảng'),
        mobile: columnsNumber('Điện thoại'),
      },
    },
    gap: { type: 'number', label: 'Khoảng cách giữa các ảnh (px)', min: 0, max: GALLERY_MAX_GAP },
    ratio: {
      type: 'select',
      label: 'Tỉ lệ khung ảnh (lưới đều)',
      options: Object.keys(ASPECT_RATIOS).map((value) => ({ label: value, value })),
    },
  },
  defaultProps: {
    galleries: [],
    showFilter: true,
    allLabel: '',
    layout: 'grid',
    columns: { desktop: 4, tablet: 3, mobile: 2 },
    gap: 12,
    ratio: '3:2',
  },
  render: ({ id, puck, galleries, ...props }) => (
    <Gallery id={id} galleries={galleries} isEditing={puck.isEditing} {...props} />
  ),
}
