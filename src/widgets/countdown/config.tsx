import type { ComponentConfig, Fields } from '@puckeditor/core'
import { CheckboxesField } from '../CheckboxesField'
import { type Align, alignField, yesNoField } from '../fields'
import { Countdown, type CountdownMode } from './Countdown'
import { DueDateField, IntervalField } from './editor-fields'
import { type ExpireAction, shownUnits } from './logic'

type CountdownFields = {
  mode: CountdownMode
  dueDate: number | null
  interval: number
  title: string
  units: string[]
  showLabels: boolean
  align: Align
  actions: ExpireAction[]
}

const unitOptions = [
  { label: 'Ngày', value: 'days' },
  { label: 'Giờ', value: 'hours' },
  { label: 'Phút', value: 'minutes' },
  { label: 'Giây', value: 'seconds' },
]

const actionOptions = [
  { label: 'Ẩn đồng hồ', value: 'hide' },
  { label: 'Chuyển đến trang khác', value: 'redirect' },
  { label: 'Hiện lời nhắn', value: 'message' },
]

const fields: Fields<CountdownFields> = {
  mode: {
    type: 'radio',
    label: 'Kiểu đếm ngược',
    options: [
      { label: 'Đến ngày giờ cố định', value: 'dueDate' },
      { label: 'Riêng cho mỗi người xem', value: 'evergreen' },
    ],
  },
  dueDate: {
    type: 'custom',
    label: 'Ngày giờ kết thúc',
    render: ({ id, value, onChange }) => <DueDateField id={id} value={value} onChange={onChange} />,
  },
  interval: {
    type: 'custom',
    label: 'Thời gian đếm',
    render: ({ value, onChange }) => <IntervalField value={value} onChange={onChange} />,
  },
  title: { type: 'text', label: 'Tiêu đề (ví dụ: Ưu đãi kết thúc sau)' },
  units: {
    type: 'custom',
    label: 'Đơn vị hiển thị',
    render: ({ value, onChange }) => (
      <CheckboxesField
        legend="Đơn vị hiển thị (bỏ đơn vị lớn: đơn vị nhỏ hơn gộp vào)"
        options={unitOptions}
        value={shownUnits(value)}
        onChange={onChange}
      />
    ),
  },
  showLabels: yesNoField('Hiện nhãn Ngày, Giờ, Phút, Giây'),
  align: alignField,
  actions: {
    type: 'array',
    label: 'Khi hết giờ (làm lần lượt từ trên xuống)',
    max: 3,
    getItemSummary: (action) => actionOptions.find((option) => option.value === action.type)?.label ?? 'Hành động',
    defaultItemProps: { type: 'message', redirect_url: '', message: '' },
    arrayFields: {
      type: { type: 'select', label: 'Hành động', options: actionOptions },
      redirect_url: {
        type: 'text',
        label: 'Địa chỉ chuyển đến (https://… hoặc /duong-dan), cho “Chuyển đến trang khác”',
      },
      message: { type: 'textarea', label: 'Lời nhắn, cho “Hiện lời nhắn” (để trống: lời nhắn mặc định)' },
    },
  },
}

/** A countdown to a date, or the same interval for each reader from their first visit (evergreen). */
export const countdownConfig: ComponentConfig<CountdownFields> = {
  label: 'Đồng hồ đếm ngược',
  fields,
  // Only the setting of the chosen kind is shown: the end date, or the interval.
  resolveFields: (data) => {
    const unused = data.props.mode === 'evergreen' ? 'dueDate' : 'interval'
    return Object.fromEntries(Object.entries(fields).filter(([name]) => name !== unused)) as Fields<CountdownFields>
  },
  defaultProps: {
    mode: 'dueDate',
    dueDate: null,
    interval: 7_200,
    title: '',
    units: ['days', 'hours', 'minutes', 'seconds'],
    showLabels: true,
    align: 'center',
    actions: [],
  },
  render: ({ id, puck, ...props }) => <Countdown id={id} {...props} isEditing={puck.isEditing} />,
}
