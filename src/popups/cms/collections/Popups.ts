import type { CollectionConfig, Field } from 'payload'
import { isEditor, isStaff, publishedOrStaff, roles } from '../../../cms/access'
import { displayConditionsField } from '../../../cms/fields/display-conditions'
import { layoutFieldWithBlocksWhenPublished } from '../../../cms/fields/layout'
import { revalidateSite } from '../../../cms/hooks/revalidate'
import { BROWSERS } from '@/popups/rules/browsers'
import { SOURCE_KINDS } from '@/popups/rules/sources'
import { DEVICES, isValidPattern } from '@/popups/rules/timing'
import { isValidSelector } from '@/lib/css-selector'
import { DISPLAY_SCOPES } from '@/site/display-conditions/logic'

const roleLabels = { admin: 'Quản trị viên', editor: 'Biên tập viên', author: 'Tác giả', customer: 'Khách hàng' }
const deviceLabels = { desktop: 'Máy tính', tablet: 'Máy tính bảng', mobile: 'Điện thoại' }
const sourceLabels = { internal: 'Từ chính trang web', external: 'Từ trang khác', search: 'Từ máy tìm kiếm' }
const browserLabels = {
  chrome: 'Chrome',
  firefox: 'Firefox',
  safari: 'Safari',
  edge: 'Edge',
  opera: 'Opera',
  samsung: 'Samsung Internet',
  coccoc: 'Cốc Cốc',
  ie: 'Internet Explorer',
}
const ANIMATIONS = [
  { label: 'Không', value: 'none' },
  { label: 'Hiện dần', value: 'fadeIn' },
  { label: 'Phóng to', value: 'zoomIn' },
  { label: 'Trượt lên', value: 'slideInUp' },
  { label: 'Trượt xuống', value: 'slideInDown' },
]

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }))

/** A field shown only when the switch beside it (in the same group) is on. */
const when = (name: string) => ({
  condition: (_: unknown, siblings: Record<string, unknown>) => siblings?.[name] === true,
})

/** A number of seconds (or times), whole or not, within bounds. */
const amount = (
  name: string,
  label: string,
  min: number,
  max: number,
  shownWhen?: string,
  defaultValue?: number,
): Field => ({
  name,
  type: 'number',
  label,
  min,
  max,
  defaultValue,
  admin: shownWhen ? when(shownWhen) : undefined,
})

/** A CSS selector: refused when saving unless the browser would take it. */
const selectorField = (name: string, label: string, shownWhen?: string): Field => ({
  name,
  type: 'text',
  label,
  maxLength: 300,
  validate: (value: unknown) =>
    typeof value !== 'string' || !value.trim() || isValidSelector(value)
      ? true
      : `Bộ chọn CSS không hợp lệ: "${value}". Ví dụ hợp lệ: #dang-ky hoặc .nut-mo-popup`,
  admin: shownWhen ? when(shownWhen) : undefined,
})

/** The timing rules (docs/popups.md, Timing rules), under the original's names: every rule switched on must pass. */
const timingFields: Field[] = [
  { name: 'page_views', type: 'checkbox', label: 'Sau một số lượt xem trang' },
  amount('page_views_views', 'Số lượt xem trang', 1, 1000, 'page_views', 3),
  { name: 'sessions', type: 'checkbox', label: 'Sau một số lần ghé thăm' },
  amount('sessions_sessions', 'Số lần ghé thăm', 1, 1000, 'sessions', 2),
  { name: 'url', type: 'checkbox', label: 'Theo trang giới thiệu (nơi người đọc đến từ đó)' },
  {
    name: 'url_url',
    type: 'text',
    label: 'Địa chỉ hoặc biểu thức',
    maxLength: 500,
    admin: when('url'),
    validate: (value: unknown, { siblingData }: { siblingData: { url_action?: string } }) =>
      siblingData?.url_action !== 'regex' || typeof value !== 'string' || isValidPattern(value)
        ? true
        : 'Biểu thức chính quy không hợp lệ. Hãy sửa lại, nếu không cửa sổ sẽ không bao giờ hiện.',
  },
  {
    name: 'url_action',
    type: 'select',
    label: 'Cách so sánh',
    defaultValue: 'show',
    options: [
      { label: 'Hiện khi địa chỉ chứa đoạn này', value: 'show' },
      { label: 'Ẩn khi địa chỉ chứa đoạn này', value: 'hide' },
      { label: 'Hiện khi khớp biểu thức chính quy', value: 'regex' },
    ],
    admin: when('url'),
  },
  { name: 'sources', type: 'checkbox', label: 'Theo nguồn truy cập' },
  {
    name: 'sources_sources',
    type: 'select',
    label: 'Nguồn',
    hasMany: true,
    options: options(SOURCE_KINDS, sourceLabels),
    admin: when('sources'),
  },
  { name: 'logged_in', type: 'checkbox', label: 'Ẩn với người đã đăng nhập' },
  {
    name: 'logged_in_users',
    type: 'select',
    label: 'Ẩn với',
    defaultValue: 'all',
    options: [
      { label: 'Mọi người đã đăng nhập', value: 'all' },
      { label: 'Chỉ các vai trò chọn dưới đây', value: 'custom' },
    ],
    admin: when('logged_in'),
  },
  {
    name: 'logged_in_roles',
    type: 'select',
    label: 'Vai trò',
    hasMany: true,
    options: options(roles, roleLabels),
    admin: when('logged_in'),
  },
  { name: 'devices', type: 'checkbox', label: 'Theo thiết bị' },
  {
    name: 'devices_devices',
    type: 'select',
    label: 'Thiết bị',
    hasMany: true,
    options: options(DEVICES, deviceLabels),
    admin: when('devices'),
  },
  { name: 'times', type: 'checkbox', label: 'Giới hạn số lần hiện' },
  amount('times_times', 'Số lần tối đa', 1, 1000, 'times', 1),
  {
    name: 'times_count',
    type: 'select',
    label: 'Tính một lần khi',
    defaultValue: 'close',
    options: [
      { label: 'Cửa sổ được đóng', value: 'close' },
      { label: 'Cửa sổ được mở', value: 'open' },
    ],
    admin: when('times'),
  },
  {
    name: 'times_period',
    type: 'select',
    label: 'Trong khoảng',
    defaultValue: 'forever',
    options: [
      { label: 'Mãi mãi', value: 'forever' },
      { label: 'Một lần ghé thăm', value: 'session' },
      { label: 'Một ngày', value: 'day' },
      { label: 'Một tuần', value: 'week' },
      { label: 'Một tháng', value: 'month' },
    ],
    admin: when('times'),
  },
  { name: 'browsers', type: 'checkbox', label: 'Theo trình duyệt' },
  {
    name: 'browsers_browsers',
    type: 'select',
    label: 'Trình duyệt',
    defaultValue: 'all',
    options: [
      { label: 'Mọi trình duyệt', value: 'all' },
      { label: 'Chỉ các trình duyệt chọn dưới đây', value: 'custom' },
    ],
    admin: when('browsers'),
  },
  {
    name: 'browsers_browsers_options',
    type: 'select',
    label: 'Các trình duyệt',
    hasMany: true,
    options: options(BROWSERS, browserLabels),
    admin: when('browsers'),
  },
  { name: 'schedule', type: 'checkbox', label: 'Theo lịch' },
  {
    name: 'schedule_timezone',
    type: 'select',
    label: 'Múi giờ',
    defaultValue: 'site',
    options: [
      { label: 'Giờ Việt Nam (đồng hồ máy chủ)', value: 'site' },
      { label: 'Giờ trên máy người đọc', value: 'visitor' },
    ],
    admin: when('schedule'),
  },
  {
    name: 'schedule_start_date',
    type: 'date',
    label: 'Bắt đầu',
    admin: { ...when('schedule'), date: { pickerAppearance: 'dayAndTime' } },
  },
  {
    name: 'schedule_end_date',
    type: 'date',
    label: 'Kết thúc',
    admin: { ...when('schedule'), date: { pickerAppearance: 'dayAndTime' } },
  },
]

/** The triggers (docs/popups.md, Triggers): the first to fire opens the popup. */
const triggerFields: Field[] = [
  { name: 'page_load', type: 'checkbox', label: 'Khi trang tải xong' },
  amount('page_load_delay', 'Sau (giây)', 0, 3600, 'page_load', 0),
  { name: 'scrolling', type: 'checkbox', label: 'Khi cuộn trang' },
  {
    name: 'scrolling_direction',
    type: 'select',
    label: 'Hướng cuộn',
    defaultValue: 'down',
    options: [
      { label: 'Xuống', value: 'down' },
      { label: 'Lên', value: 'up' },
    ],
    admin: when('scrolling'),
  },
  amount('scrolling_offset', 'Khi đã cuộn (%)', 1, 100, 'scrolling', 50),
  { name: 'scrolling_to', type: 'checkbox', label: 'Khi cuộn tới một phần tử' },
  selectorField('scrolling_to_selector', 'Bộ chọn CSS của phần tử', 'scrolling_to'),
  { name: 'click', type: 'checkbox', label: 'Sau một số lần nhấn trên trang' },
  amount('click_times', 'Số lần nhấn', 1, 100, 'click', 1),
  { name: 'inactivity', type: 'checkbox', label: 'Khi người đọc không thao tác' },
  amount('inactivity_time', 'Sau (giây)', 1, 3600, 'inactivity', 30),
  { name: 'exit_intent', type: 'checkbox', label: 'Khi người đọc định rời trang (chuột ra khỏi mép trên)' },
]

/** Popups laid out in the builder, with where, when and to whom they show (docs/popups.md). */
export const Popups: CollectionConfig = {
  slug: 'popups',
  labels: { singular: 'Cửa sổ bật lên', plural: 'Cửa sổ bật lên' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'updatedAt', '_status'], group: 'Giao diện' },
  access: { read: publishedOrStaff, create: isEditor, update: isEditor, delete: isEditor, readVersions: isStaff },
  versions: { drafts: true, maxPerDoc: 30 },
  hooks: { afterChange: [revalidateSite], afterDelete: [revalidateSite] },
  fields: [
    { name: 'title', type: 'text', label: 'Tên cửa sổ', required: true, maxLength: 200 },
    {
      name: 'design',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '@/cms/components/DesignButton#DesignButton' } },
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Hiển thị ở đâu',
          fields: [
            displayConditionsField({
              scopes: DISPLAY_SCOPES,
              description: 'Cửa sổ hiện ở nơi khớp một điều kiện "Áp dụng" và không khớp điều kiện "Loại trừ" nào.',
            }),
          ],
        },
        { label: 'Khi nào và với ai', name: 'timing', fields: timingFields },
        { label: 'Kích hoạt', name: 'triggers', fields: triggerFields },
        {
          label: 'Khung và cách đóng',
          name: 'settings',
          fields: [
            {
              type: 'row',
              fields: [
                amount('width', 'Chiều rộng (px)', 200, 1600, undefined, 640),
                amount('height', 'Chiều cao (px; để trống: theo nội dung)', 100, 1200),
                {
                  name: 'position',
                  type: 'select',
                  label: 'Vị trí',
                  defaultValue: 'center',
                  options: [
                    { label: 'Giữa màn hình', value: 'center' },
                    { label: 'Trên cùng', value: 'top' },
                    { label: 'Dưới cùng', value: 'bottom' },
                  ],
                },
              ],
            },
            { name: 'overlay', type: 'checkbox', label: 'Làm tối nền phía sau', defaultValue: true },
            { name: 'close_button', type: 'checkbox', label: 'Có nút đóng', defaultValue: true },
            amount('close_button_delay', 'Hiện nút đóng sau (giây)', 0, 600, undefined, 0),
            {
              name: 'close_button_position',
              type: 'select',
              label: 'Vị trí nút đóng',
              defaultValue: 'inside',
              options: [
                { label: 'Trong khung', value: 'inside' },
                { label: 'Ngoài khung', value: 'outside' },
              ],
            },
            {
              name: 'entrance_animation',
              type: 'select',
              label: 'Hiệu ứng mở',
              defaultValue: 'fadeIn',
              options: ANIMATIONS,
            },
            {
              name: 'exit_animation',
              type: 'select',
              label: 'Hiệu ứng đóng',
              defaultValue: 'fadeIn',
              options: ANIMATIONS,
            },
            amount('entrance_animation_duration', 'Thời gian hiệu ứng (giây)', 0, 5, undefined, 0.4),
            amount('close_automatically', 'Tự đóng sau (giây; để trống: không tự đóng)', 1, 3600),
            selectorField('open_selector', 'Mở khi nhấn vào phần tử (bộ chọn CSS)'),
            {
              name: 'avoid_multiple_popups',
              type: 'checkbox',
              label: 'Không hiện nếu đã có cửa sổ khác hiện trên trang',
            },
            { name: 'prevent_scroll', type: 'checkbox', label: 'Khoá cuộn trang khi cửa sổ mở' },
            { name: 'prevent_close_on_background_click', type: 'checkbox', label: 'Không đóng khi nhấn ra ngoài' },
            { name: 'prevent_close_on_esc_key', type: 'checkbox', label: 'Không đóng bằng phím Esc' },
            {
              name: 'a11y_navigation',
              type: 'checkbox',
              label: 'Đưa con trỏ bàn phím vào cửa sổ khi mở',
              defaultValue: true,
            },
            {
              name: 'classes',
              type: 'text',
              label: 'Lớp CSS thêm vào',
              maxLength: 200,
              validate: (value: unknown) =>
                typeof value !== 'string' || /^[\sA-Za-z0-9_-]*$/.test(value)
                  ? true
                  : 'Lớp CSS chỉ gồm chữ không dấu, số, gạch ngang và gạch dưới, cách nhau bằng dấu cách.',
            },
          ],
        },
      ],
    },
    // An empty popup would show every visitor a dimmed page with an empty box.
    layoutFieldWithBlocksWhenPublished(
      'Cửa sổ bật lên chưa có nội dung. Hãy bấm “Thiết kế” và thêm ít nhất một khối trước khi xuất bản.',
    ),
  ],
}
