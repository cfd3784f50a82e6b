import type { ComponentConfig, Fields } from '@puckeditor/core'
import { alignField, type Align, yesNoField } from '../fields'
import { type HoverOut, type PickedFile, RATIOS, type Ratio, readTrigger, type Trigger } from './logic'
import { LottieAnimation } from './Lottie'
import { animationPickerField } from './picker'

type LottieFields = {
  file: PickedFile | null
  url: string
  trigger: Trigger
  hoverOut: HoverOut
  viewport: { start: number; end: number }
  loop: boolean
  numberOfTimes: number | undefined
  reverse: boolean
  startPoint: number
  endPoint: number
  speed: number
  link: string
  label: string
  decorative: boolean
  caption: string
  width: number
  ratio: Ratio
  align: Align
}

const percentField = (label: string) => ({ type: 'number' as const, label, min: 0, max: 100 })

const fields: Fields<LottieFields> = {
  file: animationPickerField('Tệp hoạt ảnh Lottie (.json) trong Thư viện media'),
  url: { type: 'text', label: 'Hoặc địa chỉ tệp JSON bên ngoài (https://…)' },
  trigger: {
    type: 'select',
    label: 'Bắt đầu chạy',
    options: [
      { label: 'Ngay khi tải xong', value: 'none' },
      { label: 'Khi cuộn tới', value: 'arriving_to_viewport' },
      { label: 'Theo thanh cuộn', value: 'bind_to_scroll' },
      { label: 'Khi bấm vào', value: 'on_click' },
      { label: 'Khi rê chuột lên', value: 'on_hover' },
    ],
  },
  hoverOut: {
    type: 'radio',
    label: 'Khi rời chuột',
    options: [
      { label: 'Tạm dừng', value: 'pause' },
      { label: 'Chạy ngược về đầu', value: 'reverse' },
    ],
  },
  viewport: {
    type: 'object',
    label: 'Vùng màn hình (% tính từ mép dưới)',
    objectFields: { start: percentField('Bắt đầu'), end: percentField('Kết thúc') },
  },
  loop: yesNoField('Lặp lại'),
  numberOfTimes: { type: 'number', label: 'Số lần lặp (để trống: mãi mãi)', min: 1, max: 1000 },
  reverse: yesNoField('Chạy xuôi rồi chạy ngược'),
  startPoint: percentField('Bắt đầu từ (% độ dài)'),
  endPoint: percentField('Kết thúc ở (% độ dài)'),
  speed: { type: 'number', label: 'Tốc độ (1 = bình thường)', min: 0.1, max: 5, step: 0.1 },
  link: { type: 'text', label: 'Liên kết khi bấm (không bắt buộc)' },
  label: { type: 'text', label: 'Mô tả cho trình đọc màn hình' },
  decorative: yesNoField('Chỉ để trang trí (trình đọc màn hình bỏ qua)'),
  caption: { type: 'text', label: 'Chú thích' },
  width: { type: 'number', label: 'Chiều rộng tối đa (px)', min: 40, max: 1200 },
  ratio: {
    type: 'select',
    label: 'Tỉ lệ khung',
    options: (Object.keys(RATIOS) as Ratio[]).map((ratio) => ({ label: ratio, value: ratio })),
  },
  align: alignField,
}

/** Fields that apply only to some triggers. */
const onlyFor: Partial<Record<keyof LottieFields, Trigger[]>> = {
  hoverOut: ['on_hover'],
  viewport: ['arriving_to_viewport', 'bind_to_scroll'],
  loop: ['none', 'arriving_to_viewport', 'on_click', 'on_hover'],
  numberOfTimes: ['none', 'arriving_to_viewport', 'on_click', 'on_hover'],
  reverse: ['none', 'arriving_to_viewport', 'on_click', 'on_hover'],
  speed: ['none', 'arriving_to_viewport', 'on_click', 'on_hover'],
}

/** A Lottie vector animation: from the library, an address, or the site's own ringing phone. */
export const lottieConfig: ComponentConfig<LottieFields> = {
  label: 'Hoạt ảnh Lottie',
  fields,
  resolveFields: (data) => {
    const trigger = readTrigger(data.props.trigger)
    return Object.fromEntries(
      Object.entries(fields).filter(([name]) => onlyFor[name as keyof LottieFields]?.includes(trigger) ?? true),
    ) as Fields<LottieFields>
  },
  defaultProps: {
    file: null,
    url: '',
    trigger: 'arriving_to_viewport',
    hoverOut: 'pause',
    viewport: { start: 0, end: 100 },
    loop: false,
    numberOfTimes: undefined,
    reverse: false,
    startPoint: 0,
    endPoint: 100,
    speed: 1,
    link: '',
    label: '',
    decorative: false,
    caption: '',
    width: 320,
    ratio: '1:1',
    align: 'center',
  },
  render: ({ puck, ...props }) => <LottieAnimation {...props} isEditing={puck.isEditing} />,
}
