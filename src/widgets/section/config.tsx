import type { ComponentConfig, Fields, Slot } from '@puckeditor/core'
import type { PickedImage } from '../image/logic'
import { imagePickerField } from '../image/picker'
import { CheckboxesField } from '../CheckboxesField'
import { type BackgroundType, backgroundTypeOf, SHAPES, type ShapeProps } from './logic'
import { Section } from './Section'
import { yesNoField } from '../fields'

export type SectionFields = {
  columns: string
  columnsTablet: string
  columnsMobile: string
  spacing: string
  backgroundType: BackgroundType
  background: string
  gradientTo: string
  gradientAngle: number
  backgroundImage: PickedImage | null
  overlay: string
  background_video_link: string
  background_video_start: number
  background_video_end: number
  background_play_once: boolean
  background_play_on_mobile: boolean
  background_privacy_mode: boolean
  shapeTop: ShapeProps
  shapeBottom: ShapeProps
  hideOn: string[]
  content: Slot
}

const columnOptions = (auto: string) => [
  { label: auto, value: 'auto' },
  ...[1, 2, 3, 4].map((count) => ({ label: `${count} cột`, value: String(count) })),
]

const shapeField = (label: string) => ({
  type: 'object' as const,
  label,
  objectFields: {
    shape: {
      type: 'select' as const,
      label: 'Hình',
      options: [
        { label: 'Không', value: 'none' },
        ...SHAPES.map((shape) => ({
          label: {
            wave: 'Sóng',
            curve: 'Cong',
            triangle: 'Tam giác',
            tilt: 'Nghiêng',
            zigzag: 'Răng cưa',
            mountains: 'Núi',
          }[shape],
          value: shape,
        })),
      ],
    },
    colour: { type: 'text' as const, label: 'Màu (#rrggbb)' },
    height: { type: 'number' as const, label: 'Chiều cao (px)', min: 10, max: 300 },
    negative: yesNoField('Đảo hình'),
    flip: yesNoField('Lật ngang'),
  },
})

const fields: Fields<SectionFields> = {
  columns: {
    type: 'select',
    label: 'Số cột (máy tính)',
    options: [1, 2, 3, 4].map((count) => ({ label: `${count} cột`, value: String(count) })),
  },
  columnsTablet: { type: 'select', label: 'Số cột (máy tính bảng)', options: columnOptions('Tự động') },
  columnsMobile: { type: 'select', label: 'Số cột (điện thoại)', options: columnOptions('Tự động (1 cột)') },
  spacing: {
    type: 'select',
    label: 'Khoảng đệm trên/dưới',
    options: [
      { label: 'Không', value: 'none' },
      { label: 'Nhỏ', value: 'small' },
      { label: 'Vừa', value: 'medium' },
      { label: 'Lớn', value: 'large' },
    ],
  },
  backgroundType: {
    type: 'select',
    label: 'Nền',
    options: [
      { label: 'Không có', value: 'none' },
      { label: 'Màu', value: 'colour' },
      { label: 'Chuyển màu', value: 'gradient' },
      { label: 'Ảnh (tải khi sắp cuộn tới)', value: 'image' },
      { label: 'Video (YouTube, Vimeo hoặc tệp đã tải lên)', value: 'video' },
    ],
  },
  background: { type: 'text', label: 'Màu nền (#rrggbb)' },
  gradientTo: { type: 'text', label: 'Chuyển sang màu (#rrggbb)' },
  gradientAngle: { type: 'number', label: 'Góc chuyển màu (độ)', min: 0, max: 360 },
  backgroundImage: imagePickerField('Ảnh nền'),
  overlay: { type: 'text', label: 'Lớp phủ trên ảnh hoặc video (#rrggbbaa; đủ tối thì chữ chuyển sang trắng)' },
  background_video_link: { type: 'text', label: 'Địa chỉ video nền (YouTube, Vimeo hoặc /api/media/file/….mp4)' },
  background_video_start: { type: 'number', label: 'Bắt đầu từ giây', min: 0 },
  background_video_end: { type: 'number', label: 'Kết thúc ở giây (0: hết video)', min: 0 },
  background_play_once: yesNoField('Chỉ phát một lần (không lặp lại)'),
  background_play_on_mobile: yesNoField('Phát trên điện thoại'),
  background_privacy_mode: yesNoField('Chế độ riêng tư (YouTube không cookie, Vimeo không theo dõi)'),
  shapeTop: shapeField('Đường phân cách phía trên'),
  shapeBottom: shapeField('Đường phân cách phía dưới'),
  // Puck has no checkbox group: the devices to hide on are checkboxes stored as a list.
  hideOn: {
    type: 'custom',
    label: 'Ẩn trên',
    render: ({ value, onChange }) => (
      <CheckboxesField
        legend="Ẩn khu vực trên"
        options={[
          { label: 'Điện thoại', value: 'mobile' },
          { label: 'Máy tính bảng', value: 'tablet' },
          { label: 'Máy tính', value: 'desktop' },
        ]}
        value={value}
        onChange={onChange}
      />
    ),
  },
  content: { type: 'slot' },
}

/** The fields that matter for the chosen background type; the rest are hidden. */
const backgroundFields: Record<BackgroundType, (keyof SectionFields)[]> = {
  none: [],
  colour: ['background'],
  gradient: ['background', 'gradientTo', 'gradientAngle'],
  image: ['background', 'backgroundImage', 'overlay'],
  video: [
    'background_video_link',
    'background_video_start',
    'background_video_end',
    'background_play_once',
    'background_play_on_mobile',
    'background_privacy_mode',
    'backgroundImage',
    'background',
    'overlay',
  ],
}
const allBackgroundFields = Object.values(backgroundFields).flat()

/** Behind a video the image is its poster: shown until the video plays, and instead of it where it does not play. */
const posterField = imagePickerField('Ảnh thay thế (hiện khi video chưa phát, trên điện thoại, trong trình thiết kế)')

export const sectionConfig: ComponentConfig<SectionFields> = {
  label: 'Khu vực',
  fields,
  // Layouts saved before there was a background choice had only a colour: show that choice in the editor.
  resolveData: (data) => ({ ...data, props: { ...data.props, backgroundType: backgroundTypeOf(data.props) } }),
  resolveFields: (data) => {
    const type = backgroundTypeOf(data.props)
    const shown = backgroundFields[type]
    return Object.fromEntries(
      Object.entries({ ...fields, ...(type === 'video' && { backgroundImage: posterField }) }).filter(
        ([name]) =>
          !allBackgroundFields.includes(name as keyof SectionFields) || shown.includes(name as keyof SectionFields),
      ),
    ) as Fields<SectionFields>
  },
  defaultProps: {
    columns: '1',
    columnsTablet: 'auto',
    columnsMobile: 'auto',
    spacing: 'medium',
    backgroundType: 'none',
    background: '',
    gradientTo: '',
    gradientAngle: 180,
    backgroundImage: null,
    overlay: '',
    background_video_link: '',
    background_video_start: 0,
    background_video_end: 0,
    background_play_once: false,
    background_play_on_mobile: false,
    background_privacy_mode: true,
    shapeTop: { shape: 'none', colour: '#ffffff', height: 60, negative: false, flip: false },
    shapeBottom: { shape: 'none', colour: '#ffffff', height: 60, negative: false, flip: false },
    hideOn: [],
    content: [],
  },
  render: ({ puck, ...props }) => <Section {...props} isEditing={puck.isEditing} />,
}
