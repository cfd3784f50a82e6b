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
  'da-dang-nhap': { kind: 'success', message: vi.account.notices.loggedIn },
  'kiem-tra-hop-thu': { kind: 'success', message: vi.account.notices.checkInbox },
  'chua-xac-minh': { kind: 'error', message: vi.account.notices.notVerified },
  'da-dang-xuat': { kind: 'info', message: vi.account.notices.loggedOut },
  'da-luu': { kind: 'success', message: vi.account.notices.saved },
  'dang-nhap-sai': { kind: 'error', message: vi.account.notices.wrongLogin },
  'cho-chut': { kind: 'error', message: vi.account.notices.tooManyTries },
  'email-sai': { kind: 'error', message: vi.forms.wrong.email },
  'email-da-co': { kind: 'error', message: vi.account.notices.emailTaken },
  'mat-khau-ngan': { kind: 'error', message: vi.account.notices.passwordLength },
  'mat-khau-hien-tai-sai': { kind: 'error', message: vi.account.notices.wrongCurrentPassword },
  'dia-chi-sai': { kind: 'error', message: vi.account.notices.badAddress },
  'can-dang-nhap': { kind: 'error', message: vi.account.notices.logInFirst },
  'het-han': { kind: 'error', message: vi.account.notices.expired },
  'da-gui-lien-ket': { kind: 'success', message: vi.account.notices.resetLinkSent },
  'da-doi-mat-khau': { kind: 'success', message: vi.account.notices.passwordSet },
  'da-doi-mat-khau-co-don': { kind: 'success', message: vi.account.notices.passwordSetOrdersLinked },
  'lien-ket-het-han': { kind: 'error', message: vi.account.notices.resetLinkExpired },
  'chua-mo': { kind: 'error', message: vi.account.notices.registrationClosed },
  loi: { kind: 'error', message: vi.account.notices.unreadable },
  'da-xoa-the': { kind: 'success', message: vi.account.notices.cardRemoved },
  'khong-xoa-duoc-the': { kind: 'error', message: vi.account.notices.cardNotRemoved },
} as const

export type AccountNotice = keyof typeof ACCOUNT_NOTICES
