/**
 * The Vietnamese banks a shop's transfer account can be at, for the admin's select and the VietQR code (`vietqr.ts`):
 * each bank's NAPAS BIN (the 6 digits a VietQR code names the bank by), the short name people call it by, and its
 * Vietnamese legal name. The largest banks come first, then the others by short name. Pure.
 */

/** A bank: its NAPAS BIN, its usual short name, and its full Vietnamese name. */
export interface VietnameseBank {
  bin: string
  shortName: string
  name: string
}

/** The banks to choose from: see above. */
export const VIETNAMESE_BANKS: readonly VietnameseBank[] = [
  { bin: '970436', shortName: 'Vietcombank', name: 'Ngân hàng TMCP Ngoại thương Việt Nam' },
  { bin: '970415', shortName: 'VietinBank', name: 'Ngân hàng TMCP Công thương Việt Nam' },
  { bin: '970418', shortName: 'BIDV', name: 'Ngân hàng TMCP Đầu tư và Phát triển Việt Nam' },
  { bin: '970405', shortName: 'Agribank', name: 'Ngân hàng Nông nghiệp và Phát triển Nông thôn Việt Nam' },
  { bin: '970407', shortName: 'Techcombank', name: 'Ngân hàng TMCP Kỹ thương Việt Nam' },
  { bin: '970422', shortName: 'MB Bank', name: 'Ngân hàng TMCP Quân đội' },
  { bin: '970416', shortName: 'ACB', name: 'Ngân hàng TMCP Á Châu' },
  { bin: '970432', shortName: 'VPBank', name: 'Ngân hàng TMCP Việt Nam Thịnh Vượng' },
  { bin: '970423', shortName: 'TPBank', name: 'Ngân hàng TMCP Tiên Phong' },
  { bin: '970403', shortName: 'Sacombank', name: 'Ngân hàng TMCP Sài Gòn Thương Tín' },
  { bin: '970437', shortName: 'HDBank', name: 'Ngân hàng TMCP Phát triển Thành phố Hồ Chí Minh' },
  { bin: '970441', shortName: 'VIB', name: 'Ngân hàng TMCP Quốc tế Việt Nam' },
  { bin: '970443', shortName: 'SHB', name: 'Ngân hàng TMCP Sài Gòn – Hà Nội' },
  { bin: '970431', shortName: 'Eximbank', name: 'Ngân hàng TMCP Xuất Nhập khẩu Việt Nam' },
  { bin: '970426', shortName: 'MSB', name: 'Ngân hàng TMCP Hàng Hải Việt Nam' },
  { bin: '970448', shortName: 'OCB', name: 'Ngân hàng TMCP Phương Đông' },
  { bin: '970440', shortName: 'SeABank', name: 'Ngân hàng TMCP Đông Nam Á' },
  { bin: '970449', shortName: 'LPBank', name: 'Ngân hàng TMCP Lộc Phát Việt Nam' },
  { bin: '970428', shortName: 'Nam A Bank', name: 'Ngân hàng TMCP Nam Á' },
  { bin: '970409', shortName: 'Bac A Bank', name: 'Ngân hàng TMCP Bắc Á' },
  { bin: '970425', shortName: 'ABBANK', name: 'Ngân hàng TMCP An Bình' },
  { bin: '970438', shortName: 'BAOVIET Bank', name: 'Ngân hàng TMCP Bảo Việt' },
  { bin: '970454', shortName: 'BVBank', name: 'Ngân hàng TMCP Bản Việt' },
  { bin: '970452', shortName: 'KienlongBank', name: 'Ngân hàng TMCP Kiên Long' },
  { bin: '970419', shortName: 'NCB', name: 'Ngân hàng TMCP Quốc Dân' },
  { bin: '970430', shortName: 'PGBank', name: 'Ngân hàng TMCP Thịnh vượng và Phát triển' },
  { bin: '970412', shortName: 'PVcomBank', name: 'Ngân hàng TMCP Đại Chúng Việt Nam' },
  { bin: '970400', shortName: 'Saigonbank', name: 'Ngân hàng TMCP Sài Gòn Công Thương' },
  { bin: '970427', shortName: 'VietABank', name: 'Ngân hàng TMCP Việt Á' },
  { bin: '970433', shortName: 'Vietbank', name: 'Ngân hàng TMCP Việt Nam Thương Tín' },
]

/** The bank with this BIN, or undefined. */
export function bankByBin(bin: string): VietnameseBank | undefined {
  return VIETNAMESE_BANKS.find((bank) => bank.bin === bin)
}

/** The demo site's made-up account: it receives nobody's money, so a real site never offers transfers to it. */
export const DEMO_BANK_ACCOUNT = {
  bankBin: '970436',
  accountNumber: '0011001234567',
  accountName: 'CONG TY TNHH THU THUAT DIEN THOAI',
} as const

/** Whether a transfer's details are still the demo's (the owner has not put their own account in yet). */
export function isDemoBankAccount(
  details: { bankBin?: string | null; accountNumber?: string | null } | null | undefined,
): boolean {
  return (
    details?.bankBin === DEMO_BANK_ACCOUNT.bankBin && details.accountNumber?.trim() === DEMO_BANK_ACCOUNT.accountNumber
  )
}
