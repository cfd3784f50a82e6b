import { block } from './blocks'

/** Seeded forms, as the form widget stores them (src/forms/rules/definition.ts). */

const half = { desktop: 50, tablet: 50, mobile: 100 }
const whole = { desktop: 100, tablet: 100, mobile: 100 }

const field = (kind: string, fieldId: string, label: string, settings: Record<string, unknown> = {}) => ({
  kind,
  fieldId,
  label,
  placeholder: '',
  defaultValue: '',
  required: false,
  help: '',
  width: whole,
  ...settings,
})

/** "Liên hệ": the newsroom's contact form, with an attachment for a screenshot of the problem. */
export function contactForm() {
  return block('Form', 'contact', {
    name: 'Liên hệ tòa soạn',
    submitLabel: 'Gửi thư',
    buttonAlign: 'start',
    actions: ['collect', 'email', 'email2'],
    redirectUrl: '',
    messages: {},
    fields: [
      field('text', 'ho-ten', 'Họ và tên', {
        required: true,
        width: half,
        placeholder: 'Nguyễn Văn An',
        maxLength: 100,
      }),
      field('email', 'email', 'E-mail', {
        required: true,
        width: half,
        placeholder: 'ban@vidu.vn',
        help: 'Tòa soạn trả lời qua địa chỉ này.',
      }),
      field('tel', 'dien-thoai', 'Số điện thoại', { width: half, placeholder: '0912 345 678' }),
      field('select', 'chu-de', 'Chủ đề', {
        required: true,
        width: half,
        placeholder: '— Chọn chủ đề —',
        options: [
          { label: 'Hỏi cách dùng điện thoại', value: 'hoi-dap' },
          { label: 'Báo bài viết cần sửa', value: 'sua-bai' },
          { label: 'Hợp tác, quảng cáo', value: 'hop-tac' },
          { label: 'Khác', value: 'khac' },
        ],
      }),
      field('textarea', 'loi-nhan', 'Lời nhắn', {
        required: true,
        placeholder: 'Tên máy, phiên bản hệ điều hành và điều bạn cần hỏi…',
        maxLength: 5000,
      }),
      field('upload', 'anh-chup', 'Ảnh chụp màn hình hoặc tệp PDF', {
        help: 'Không bắt buộc. Ảnh JPG, PNG, WebP, HEIC hoặc PDF, tối đa 5 MB.',
        maxSizeMb: 5,
        allowedTypes: ['jpg', 'png', 'webp', 'heic', 'pdf'],
        multiple: false,
      }),
      field('acceptance', 'dong-y', 'Đồng ý', {
        text: 'Tôi đồng ý để tòa soạn lưu thông tin này để trả lời tôi, theo chính sách bảo mật.',
      }),
      field('captcha', 'xac-minh', 'Xác minh'),
    ],
  })
}

/**
 * "Đăng ký tư vấn chọn điện thoại": three steps (needs, budget in đồng, an appointment), the answers mailed to the
 * newsroom and confirmed to the reader.
 */
export function consultationForm() {
  const third = { desktop: 33, tablet: 50, mobile: 100 }
  return block('Form', 'consultation', {
    name: 'Đăng ký tư vấn chọn điện thoại',
    submitLabel: 'Đặt lịch tư vấn',
    buttonAlign: 'start',
    actions: ['collect', 'email', 'email2'],
    redirectUrl: '',
    messages: { success: 'Đã nhận đăng ký! Tư vấn viên sẽ gọi cho bạn đúng lịch hẹn để giúp chọn máy.' },
    email2: {
      subject: 'Lịch tư vấn chọn điện thoại của bạn',
      body: 'Xin chào [ho-ten],\n\nBạn đã đặt lịch tư vấn lúc [gio-hen] ngày [ngay-hen]. Tư vấn viên sẽ gọi số [dien-thoai].\n\n[all-fields]',
    },
    fields: [
      field('step', 'buoc-nhu-cau', 'Nhu cầu', { nextButton: 'Tiếp: ngân sách' }),
      field('checkbox', 'nhu-cau', 'Bạn dùng điện thoại nhiều nhất để làm gì?', {
        required: true,
        options: [
          { label: 'Chụp ảnh, quay phim', value: 'chup-anh' },
          { label: 'Chơi game', value: 'choi-game' },
          { label: 'Làm việc, học tập', value: 'lam-viec' },
          { label: 'Gọi điện, Zalo, mạng xã hội', value: 'lien-lac' },
          { label: 'Cho bố mẹ, người lớn tuổi', value: 'nguoi-lon-tuoi' },
        ],
      }),
      field('radio', 'he-dieu-hanh', 'Bạn thích hệ điều hành nào?', {
        required: true,
        defaultValue: 'chua-biet',
        options: [
          { label: 'iPhone (iOS)', value: 'ios' },
          { label: 'Android', value: 'android' },
          { label: 'Chưa biết, cần tư vấn', value: 'chua-biet' },
        ],
      }),
      field('step', 'buoc-ngan-sach', 'Ngân sách', { previousButton: 'Quay lại', nextButton: 'Tiếp: lịch hẹn' }),
      field('number', 'ngan-sach', 'Ngân sách tối đa (đồng)', {
        required: true,
        min: 1000000,
        max: 60000000,
        step: 500000,
        placeholder: 'Ví dụ 8000000',
        help: 'Từ 1.000.000 đến 60.000.000 đồng, làm tròn đến 500.000 đồng.',
      }),
      field('select', 'mua-o-dau', 'Bạn định mua ở đâu?', {
        options: [
          { label: 'Cửa hàng gần nhà', value: 'cua-hang' },
          { label: 'Mua trực tuyến', value: 'truc-tuyen' },
          { label: 'Chưa quyết định', value: 'chua-quyet-dinh' },
        ],
      }),
      field('step', 'buoc-lich-hen', 'Lịch hẹn', { previousButton: 'Quay lại' }),
      field('text', 'ho-ten', 'Họ và tên', { required: true, width: third, maxLength: 100 }),
      field('tel', 'dien-thoai', 'Số điện thoại', { required: true, width: third, placeholder: '0912 345 678' }),
      field('email', 'email', 'E-mail', { width: third, help: 'Để nhận xác nhận lịch hẹn (không bắt buộc).' }),
      field('date', 'ngay-hen', 'Ngày hẹn', { required: true, width: half, min: '2026-01-01', max: '2030-12-31' }),
      field('time', 'gio-hen', 'Giờ hẹn', {
        required: true,
        width: half,
        min: '08:00',
        max: '21:00',
        help: 'Từ 8:00 đến 21:00.',
      }),
    ],
  })
}

/** A newsletter form (the footer's, unless named otherwise): one address, double opt-in (the confirmation mail holds the link). */
export function subscribeForm(id = 'footer-subscribe', name = 'Nhận tin ở chân trang') {
  return block('Form', id, {
    name,
    submitLabel: 'Đăng ký',
    buttonAlign: 'start',
    actions: ['subscribe'],
    redirectUrl: '',
    messages: { success: 'Gần xong! Hãy mở thư xác nhận chúng tôi vừa gửi đến hộp thư của bạn.' },
    fields: [
      field('email', 'email', 'Nhận bài mới qua e-mail', {
        required: true,
        placeholder: 'ban@vidu.vn',
        help: 'Mỗi tuần một thư. Hủy đăng ký bất cứ lúc nào.',
      }),
    ],
  })
}

/** "Nhờ tòa soạn gọi lại" (in its popup on "Liên hệ"): a name, a phone number and a good time to call. */
export function callbackForm() {
  return block('Form', 'callback', {
    name: 'Nhờ gọi lại',
    submitLabel: 'Gọi lại cho tôi',
    buttonAlign: 'stretch',
    actions: ['collect', 'email'],
    redirectUrl: '',
    messages: { success: 'Đã nhận! Tòa soạn sẽ gọi cho bạn sớm.' },
    fields: [
      field('text', 'ho-ten', 'Họ và tên', {
        required: true,
        width: half,
        placeholder: 'Nguyễn Văn An',
        maxLength: 100,
      }),
      field('tel', 'dien-thoai', 'Số điện thoại', { required: true, width: half, placeholder: '0912 345 678' }),
      field('select', 'khung-gio', 'Gọi vào lúc', {
        options: [
          { label: 'Buổi sáng (8–11 giờ)', value: 'sang' },
          { label: 'Buổi chiều (13–17 giờ)', value: 'chieu' },
          { label: 'Buổi tối (19–21 giờ)', value: 'toi' },
        ],
      }),
    ],
  })
}
