import type { ComponentConfig, Field, Fields } from '@puckeditor/core'
import {
  BUTTON_ALIGNS,
  FIELD_KINDS,
  FIELD_WIDTHS,
  type FieldKind,
  FORM_ACTIONS,
  HIDDEN_SOURCES,
  parseDefinition,
  POPUP_ACTIONS,
  UPLOAD_TYPES,
} from '@/forms/rules/definition'
import { ALTCHA_CAPTCHA } from '@/forms/rules/captcha-provider'
import { vi } from '@/i18n/vi'
import { CheckboxesField } from '../../../widgets/CheckboxesField'
import { themeData } from '../../../widgets/theme-data'
import { yesNoField } from '../../../widgets/fields'
import { recordPicker } from '../../../widgets/record-picker'
import { Form } from './Form'

const kindLabels: Record<FieldKind, string> = {
  text: 'Chữ một dòng',
  email: 'E-mail',
  textarea: 'Đoạn văn',
  tel: 'Số điện thoại',
  url: 'Đường dẫn (URL)',
  number: 'Số',
  select: 'Danh sách chọn',
  radio: 'Chọn một (nút tròn)',
  checkbox: 'Chọn nhiều (ô vuông)',
  acceptance: 'Ô đồng ý',
  date: 'Ngày',
  time: 'Giờ',
  upload: 'Tải tệp lên',
  hidden: 'Trường ẩn',
  html: 'HTML',
  step: 'Bước (chia biểu mẫu nhiều bước)',
  captcha: 'Xác minh không phải máy',
}

const actionLabels: Record<(typeof FORM_ACTIONS)[number], string> = {
  collect: 'Lưu vào “Bài gửi biểu mẫu”',
  email: 'Gửi e-mail cho quản trị',
  email2: 'Gửi e-mail xác nhận cho người gửi',
  redirect: 'Chuyển đến trang khác',
  webhook: 'Gửi đến webhook',
  subscribe: 'Đăng ký nhận tin (xác nhận qua e-mail)',
  popup: 'Mở hoặc đóng cửa sổ bật lên',
}

const hiddenSourceLabels: Record<(typeof HIDDEN_SOURCES)[number], string> = {
  fixed: 'Giá trị cố định (ô Giá trị mặc định)',
  pageUrl: 'Địa chỉ trang',
  pageTitle: 'Tiêu đề trang',
  postId: 'Mã bài viết',
  queryParameter: 'Tham số trên địa chỉ',
}

const widthField = (label: string): Field => ({
  type: 'select',
  label,
  options: FIELD_WIDTHS.map((width) => ({ label: `${width}%`, value: width })),
})

const text = (label: string): Field => ({ type: 'text', label })

/** Every setting a field may have; those of other kinds say which kind they are for, and are ignored elsewhere. */
const fieldItem: Fields = {
  kind: {
    type: 'select',
    label: 'Loại trường',
    options: FIELD_KINDS.map((kind) => ({ label: kindLabels[kind], value: kind })),
  },
  label: text('Nhãn'),
  fieldId: text('Mã trường (chữ thường không dấu, dùng trong e-mail: [ma-truong])'),
  placeholder: text('Chữ gợi ý trong ô'),
  defaultValue: text('Giá trị mặc định (danh sách: các giá trị cách nhau bởi dấu phẩy)'),
  required: yesNoField('Bắt buộc'),
  help: { type: 'textarea', label: 'Hướng dẫn dưới ô' },
  width: {
    type: 'object',
    label: 'Độ rộng',
    objectFields: {
      desktop: widthField('Máy tính'),
      tablet: widthField('Máy tính bảng'),
      mobile: widthField('Điện thoại'),
    },
  },
  options: {
    type: 'array',
    label: 'Lựa chọn (cho danh sách, nút tròn, ô vuông)',
    getItemSummary: (option) => option.label || option.value || 'Lựa chọn',
    defaultItemProps: { label: '', value: '' },
    arrayFields: { label: text('Nhãn'), value: text('Giá trị (để trống: như nhãn)') },
  },
  multiple: yesNoField('Cho chọn nhiều (cho danh sách) / nhiều tệp (cho tải tệp)'),
  maxLength: { type: 'number', label: 'Số ký tự tối đa (cho chữ, e-mail, đoạn văn)', min: 1 },
  min: text('Nhỏ nhất (cho số; ngày dạng yyyy-mm-dd; giờ dạng hh:mm)'),
  max: text('Lớn nhất (cho số; ngày dạng yyyy-mm-dd; giờ dạng hh:mm)'),
  step: text('Bước nhảy (cho số, ví dụ 1 hoặc 0.5)'),
  text: text('Câu đồng ý bên cạnh ô (cho ô đồng ý)'),
  checkedByDefault: yesNoField('Tích sẵn (cho ô đồng ý)'),
  maxSizeMb: { type: 'number', label: 'Dung lượng tối đa mỗi tệp, MB (cho tải tệp)', min: 1, max: 25 },
  maxFiles: { type: 'number', label: 'Số tệp tối đa (cho tải tệp nhiều tệp)', min: 1, max: 20 },
  allowedTypes: {
    type: 'custom',
    label: 'Loại tệp nhận (cho tải tệp)',
    render: ({ value, onChange }) => (
      <CheckboxesField
        legend="Loại tệp nhận (cho tải tệp; không chọn: ảnh và PDF)"
        options={Object.keys(UPLOAD_TYPES).map((type) => ({ label: type.toUpperCase(), value: type }))}
        value={value}
        onChange={onChange}
      />
    ),
  },
  source: {
    type: 'select',
    label: 'Lấy giá trị từ (cho trường ẩn)',
    options: HIDDEN_SOURCES.map((source) => ({ label: hiddenSourceLabels[source], value: source })),
  },
  parameter: text('Tên tham số (cho trường ẩn lấy từ địa chỉ)'),
  html: { type: 'textarea', label: 'Nội dung HTML (cho HTML)' },
  previousButton: text('Chữ nút quay lại (cho bước)'),
  nextButton: text('Chữ nút tiếp theo (cho bước)'),
}

const messageFields: Fields = {
  success: { type: 'textarea', label: 'Gửi thành công' },
  error: { type: 'textarea', label: 'Có trường sai' },
  required: text('Trường bắt buộc bị bỏ trống'),
  invalid: text('Giá trị không hợp lệ'),
  fileTooLarge: text('Tệp quá lớn ({n} là số MB)'),
  serverError: { type: 'textarea', label: 'Máy chủ gặp lỗi' },
  network: { type: 'textarea', label: 'Mất kết nối' },
  captcha: text('Chưa xác minh không phải máy'),
}

const newField = (kind: FieldKind, label: string, fieldId: string) => ({
  kind,
  label,
  fieldId,
  placeholder: '',
  defaultValue: '',
  required: false,
  help: '',
  width: { desktop: 100, tablet: 100, mobile: 100 },
  options: [],
  multiple: false,
})

/** A form readers fill in ("Biểu mẫu"): fields, steps, messages and what happens after a submission. */
export const formConfig: ComponentConfig = {
  label: 'Biểu mẫu',
  fields: {
    name: text('Tên biểu mẫu (trong danh sách bài gửi và e-mail)'),
    fields: {
      type: 'array',
      label: 'Các trường',
      getItemSummary: (field) =>
        `${field.label || field.fieldId || 'Trường'} · ${kindLabels[field.kind as FieldKind] ?? ''}`,
      defaultItemProps: newField('text', '', ''),
      arrayFields: fieldItem,
    },
    submitLabel: text('Chữ trên nút gửi'),
    buttonAlign: {
      type: 'radio',
      label: 'Vị trí nút gửi',
      options: BUTTON_ALIGNS.map((align) => ({
        label: { start: 'Trái', center: 'Giữa', end: 'Phải', stretch: 'Rộng hết' }[align],
        value: align,
      })),
    },
    actions: {
      type: 'custom',
      label: 'Sau khi gửi',
      render: ({ value, onChange }) => (
        <CheckboxesField
          legend="Sau khi gửi (làm lần lượt)"
          options={FORM_ACTIONS.map((action) => ({ label: actionLabels[action], value: action }))}
          value={value}
          onChange={onChange}
        />
      ),
    },
    redirectUrl: text('Địa chỉ chuyển đến (https://… hoặc /duong-dan), cho “Chuyển đến trang khác”'),
    webhookUrl: text('Địa chỉ webhook (https://…), cho “Gửi đến webhook”; có chữ ký X-ThuThuat-Signature'),
    popupAction: {
      type: 'radio',
      label: 'Cửa sổ bật lên, cho “Mở hoặc đóng cửa sổ bật lên”',
      options: POPUP_ACTIONS.map((action) => ({
        label: action === 'open' ? 'Mở cửa sổ đã chọn' : 'Đóng cửa sổ chứa biểu mẫu',
        value: action,
      })),
    },
    popup: recordPicker(
      { collection: 'popups', nameField: 'title' },
      'Cửa sổ bật lên cần mở (phải được hiện ở trang có biểu mẫu: xem “Hiển thị ở đâu” của nó)',
    ),
    email: {
      type: 'object',
      label: 'E-mail cho quản trị (dùng [ma-truong], [all-fields], [form-name], [page-url])',
      objectFields: {
        to: text('Gửi đến (cách nhau bởi dấu phẩy; để trống: e-mail liên hệ của trang)'),
        subject: text('Tiêu đề'),
        body: { type: 'textarea', label: 'Nội dung' },
      },
    },
    email2: {
      type: 'object',
      label: 'E-mail xác nhận cho người gửi (gửi đến trường e-mail đầu tiên)',
      objectFields: { subject: text('Tiêu đề'), body: { type: 'textarea', label: 'Nội dung' } },
    },
    messages: { type: 'object', label: 'Lời nhắn (để trống: lời nhắn mặc định)', objectFields: messageFields },
  },
  defaultProps: {
    name: 'Liên hệ',
    fields: [
      newField('text', 'Họ và tên', 'ho-ten'),
      newField('email', 'E-mail', 'email'),
      newField('textarea', 'Lời nhắn', 'loi-nhan'),
    ],
    submitLabel: vi.forms.submit,
    buttonAlign: 'start',
    actions: ['collect'],
    redirectUrl: '',
    webhookUrl: '',
    popupAction: 'close',
    popup: null,
    email: { to: '', subject: vi.forms.mail.subject, body: vi.forms.mail.body },
    email2: { subject: vi.forms.mail.confirmationSubject, body: vi.forms.mail.confirmationBody },
    messages: { ...vi.forms.messages },
  },
  render: ({ id, puck, ...props }) => {
    const data = themeData(puck.metadata)
    const page = data?.page ? { ...data.page, postId: data.single?.post.id ?? null } : null
    return (
      <Form
        id={id}
        definition={parseDefinition(props)}
        host={data?.documentRef ?? null}
        page={page}
        captcha={data?.captcha ?? ALTCHA_CAPTCHA}
        isEditing={puck.isEditing}
      />
    )
  },
}
