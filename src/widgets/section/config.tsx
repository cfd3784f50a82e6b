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
        ...SHAPES.map((shape) => ({ label: { wave: 'Sóng', curve: 'Cong', triangle: 'Tam giác', tilt: 'Nghiêng', zigzag: 'Răng cưa', mountains: 'Núi' }[shape], value: shape })),
      ],
    },
    colour: { type: 'text' as const, label: 'Màu (#rrggbb)' },
    height: { type: 'number' as const, label: 'Chiều cao (px)', min: 10, max: 300 },
    negative: yesNoField('Đảo hình'),
    flip: yesNoField('Lật ngang'),
  },
})

const fields: Fields<SectionFields> = {
  columns: { type: 'select', label: 'Số cột (máy tính)', options: [1, 2, 3, 4].map((count) => ({ label: `${count} cột`, value: String(count) })) },
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
    ],
  },
  background: { type: 'text', label: 'Màu nền (#rrggbb)' },
  gradientTo: { type: 'text', label: 'Chuyển sang màu (#rrggbb)' },
  gradientAngle: { type: 'number', label: 'Góc chuyển màu (độ)', min: 0, max: 360 },
  backgroundImage: imagePickerField('Ảnh nền'),
  overlay: { type: 'text', label: 'Lớp phủ trên ảnh (#rrggbbaa)' },
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
}
const allBackgroundFields: (keyof SectionFields)[] = ['background', 'gradientTo', 'gradientAngle', 'backgroundImage', 'overlay']

export const sectionConfig: ComponentConfig<SectionFields> = {
  label: 'Khu vực',
  fields,
  // Layouts saved before there was a background choice had only a colour: show that choice in the editor.
  resolveData: (data) => ({ ...data, props: { ...data.props, backgroundType: backgroundTypeOf(data.props) } }),
  resolveFields: (data) => {
    const shown = backgroundFields[backgroundTypeOf(data.props)]
    return Object.fromEntries(
      Object.entries(fields).filter(([name]) => !allBackgroundFields.includes(name as keyof SectionFields) || shown.includes(name as keyof SectionFields)),
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
    shapeTop: { shape: 'none', colour: '#ffffff', height: 60, negative: false, flip: false },
    shapeBottom: { shape: 'none', colour: '#ffffff', height: 60, negative: false, flip: false },
    hideOn: [],
    content: [],
  },
  render: ({ puck, ...props }) => <Section {...props} isEditing={puck.isEditing} />,
}
