import type { ComponentConfig } from '@puckeditor/core'
import { yesNoField } from '../fields'
import { iconOptions } from '../icon/icons'
import type { PickedImage } from '../image/logic'
import { imagePickerField } from '../image/picker'
import { Hotspots } from './Hotspots'
import { DEFAULT_ENTRANCE_MS, type HotspotTrigger, MAX_HOTSPOTS, type TipPosition } from './logic'

type HotspotFields = {
  label: string
  x: number
  y: number
  marker: string
  text: string
  linkText: string
  linkUrl: string
  position: TipPosition
}
type Fields = {
  image: PickedImage | null
  trigger: HotspotTrigger
  duration: number
  pulse: boolean
  hotspots: HotspotFields[]
  caption: string
}

const positionOptions = [
  { label: 'Trên', value: 'above' },
  { label: 'Dưới', value: 'below' },
  { label: 'Trái', value: 'left' },
  { label: 'Phải', value: 'right' },
]

/** An image with numbered, plus or icon hotspots; each opens a short tooltip. They appear one after another. */
export const hotspotsConfig: ComponentConfig<Fields> = {
  label: 'Ảnh có điểm chú thích',
  fields: {
    image: imagePickerField('Ảnh'),
    trigger: {
      type: 'radio',
      label: 'Mở chú thích khi',
      options: [
        { label: 'Bấm vào điểm', value: 'click' },
        { label: 'Rê chuột (màn hình cảm ứng: bấm)', value: 'hover' },
      ],
    },
    duration: { type: 'number', label: 'Thời gian các điểm lần lượt hiện ra (tổng, mili giây)', min: 0, max: 10_000 },
    pulse: yesNoField('Vòng sáng lan tỏa quanh điểm'),
    hotspots: {
      type: 'array',
      label: 'Các điểm',
      max: MAX_HOTSPOTS,
      getItemSummary: (hotspot, index) => hotspot.label || `Điểm ${(index ?? 0) + 1}`,
      defaultItemProps: {
        label: '',
        x: 50,
        y: 50,
        marker: 'plus',
        text: '',
        linkText: '',
        linkUrl: '',
        position: 'above',
      },
      arrayFields: {
        label: { type: 'text', label: 'Tên điểm' },
        x: { type: 'number', label: 'Vị trí ngang (0–100 %, từ trái)', min: 0, max: 100 },
        y: { type: 'number', label: 'Vị trí dọc (0–100 %, từ trên)', min: 0, max: 100 },
        marker: {
          type: 'select',
          label: 'Dấu hiệu',
          options: [{ label: 'Dấu cộng', value: 'plus' }, { label: 'Số thứ tự', value: 'number' }, ...iconOptions],
        },
        text: { type: 'textarea', label: 'Nội dung chú thích (ngắn)' },
        linkText: { type: 'text', label: 'Chữ của liên kết (không bắt buộc)' },
        linkUrl: { type: 'text', label: 'Liên kết (không bắt buộc)' },
        position: { type: 'select', label: 'Chú thích nằm ở', options: positionOptions },
      },
    },
    caption: { type: 'text', label: 'Chú thích ảnh' },
  },
  defaultProps: {
    image: null,
    trigger: 'click',
    duration: DEFAULT_ENTRANCE_MS,
    pulse: true,
    hotspots: [],
    caption: '',
  },
  render: ({ id, puck, ...props }) => <Hotspots id={id} {...props} isEditing={puck.isEditing} />,
}
