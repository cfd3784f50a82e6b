import { vi } from '@/i18n/vi'

/** The account's pages (docs/shop.md, Account: `/tai-khoan/{tab}` with seven tabs, dashboard at the root). */
export const ACCOUNT_PATH = '/tai-khoan'

export const ACCOUNT_TABS = [
  'dashboard',
  'orders',
  'view-order',
  'downloads',
  'edit-account',
  'edit-address',
  'payment-methods',
] as const
export type AccountTab = (typeof ACCOUNT_TABS)[number]

/** Where the lost password's link leads (`?token=`). */
export const RESET_PASSWORD_SEGMENT = 'dat-lai-mat-khau'

/**
 * The address of each tab, in Vietnamese (the original tab names stay the tabs' identifiers; their English addresses
 * redirect here). `tai-ve` is taken: `/tai-khoan/tai-ve/{order}/{index}` downloads a file.
 */
const TAB_SEGMENTS: Record<Exclude<AccountTab, 'dashboard'>, string> = {
  orders: 'don-hang',
  'view-order': 'xem-don-hang',
  downloads: 'tep-da-mua',
  'edit-account': 'thong-tin-tai-khoan',
  'edit-address': 'dia-chi',
  'payment-methods': 'the-thanh-toan',
}

export const accountTabPath = (tab: AccountTab, detail = '') =>
  tab === 'dashboard' ? ACCOUNT_PATH : `${ACCOUNT_PATH}/${TAB_SEGMENTS[tab]}${detail ? `/${detail}` : ''}`

/** The tab whose address segment is `segment`; null for none. */
export function accountTabOf(segment: string): Exclude<AccountTab, 'dashboard'> | null {
  return (
    (Object.keys(TAB_SEGMENTS) as Exclude<AccountTab, 'dashboard'>[]).find((tab) => TAB_SEGMENTS[tab] === segment) ??
    null
  )
}

/** The tab an old English address names (`orders`, `edit-address`…), which redirects to its Vietnamese one; null for none. */
export function englishAccountTab(segment: string): Exclude<AccountTab, 'dashboard'> | null {
  return segment !== 'dashboard' && (ACCOUNT_TABS as readonly string[]).includes(segment)
    ? (segment as Exclude<AccountTab, 'dashboard'>)
    : null
}

/** The notices the account's forms come back with, by their code in `?thong-bao=`. */
export const ACCOUNT_NOTICES = {
  'da-dang-nhap': { kind: 'success', message: 'Bạn đã đăng nhập.' },
  'kiem-tra-hop-thu': {
    kind: 'success',
    message:
      'Cảm ơn bạn! Hãy kiểm tra hộp thư: chúng tôi vừa gửi tới e-mail này một thư để bạn tiếp tục (đặt mật khẩu, hoặc đăng nhập nếu đã có tài khoản).',
  },
  'chua-xac-minh': {
    kind: 'error',
    message: 'Chưa xác minh được bạn không phải là máy. Hãy đợi ô xác minh xong (cần bật JavaScript) rồi gửi lại.',
  },
  'da-dang-xuat': { kind: 'info', message: 'Bạn đã đăng xuất.' },
  'da-luu': { kind: 'success', message: 'Đã lưu thay đổi.' },
  'dang-nhap-sai': { kind: 'error', message: 'Sai e-mail hoặc mật khẩu.' },
  'cho-chut': { kind: 'error', message: 'Bạn đã thử quá nhiều lần. Vui lòng đợi một lát rồi thử lại.' },
  'email-sai': { kind: 'error', message: vi.forms.wrong.email },
  'email-da-co': { kind: 'error', message: 'E-mail này đã có tài khoản. Hãy đăng nhập, hoặc dùng e-mail khác.' },
  'mat-khau-ngan': { kind: 'error', message: 'Mật khẩu cần từ 10 đến 200 ký tự.' },
  'mat-khau-hien-tai-sai': {
    kind: 'error',
    message: 'Mật khẩu hiện tại không đúng, nên e-mail và mật khẩu chưa được đổi.',
  },
  'dia-chi-sai': {
    kind: 'error',
    message:
      'Địa chỉ chưa đủ hoặc chưa đúng: hãy chọn tỉnh/thành phố, rồi phường/xã/đặc khu của tỉnh/thành phố đó, và nhập số nhà, tên đường.',
  },
  'can-dang-nhap': { kind: 'error', message: 'Hãy đăng nhập để xem trang này.' },
  'het-han': { kind: 'error', message: 'Trang đã mở quá lâu. Hãy thử lại.' },
  'da-gui-lien-ket': {
    kind: 'success',
    message:
      'Nếu e-mail này có tài khoản, chúng tôi đã gửi tới đó một liên kết để đặt lại mật khẩu (dùng được trong 1 giờ).',
  },
  'da-doi-mat-khau': { kind: 'success', message: 'Đã đặt mật khẩu mới. Bạn đã đăng nhập.' },
  'da-doi-mat-khau-co-don': {
    kind: 'success',
    message:
      'Đã đặt mật khẩu mới. Bạn đã đăng nhập. Các đơn hàng bạn đặt trước đây bằng e-mail này đã được gắn vào tài khoản, xem ở mục Đơn hàng.',
  },
  'lien-ket-het-han': {
    kind: 'error',
    message: 'Liên kết đặt lại mật khẩu không đúng hoặc đã hết hạn. Hãy yêu cầu liên kết mới.',
  },
  'chua-mo': { kind: 'error', message: 'Trang chưa mở đăng ký tài khoản. Vui lòng quay lại sau.' },
  loi: { kind: 'error', message: 'Không đọc được yêu cầu. Hãy thử lại.' },
  'da-xoa-the': { kind: 'success', message: 'Đã xoá thẻ khỏi tài khoản.' },
  'khong-xoa-duoc-the': { kind: 'error', message: 'Không xoá được thẻ này. Hãy tải lại trang rồi thử lại.' },
} as const

export type AccountNotice = keyof typeof ACCOUNT_NOTICES
