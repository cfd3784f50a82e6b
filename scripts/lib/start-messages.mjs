/**
 * What `npm start` prints while it prepares, builds and starts the site (scripts/start.mjs, scripts/prepare.ts), in
 * Vietnamese. The durations quoted are measured on a busy two-core machine (README, "Run it").
 */
import { siteOrigins, siteUrlFrom } from '../../src/lib/site-origin.mjs'

/** A duration as a reader says it: "42 giây", "8 phút 31 giây", "3 phút". */
export function formatDuration(milliseconds) {
  const seconds = Math.max(0, Math.round(milliseconds / 1000))
  const minutes = Math.floor(seconds / 60)
  const rest = seconds % 60
  if (minutes === 0) return `${rest} giây`
  return rest === 0 ? `${minutes} phút` : `${minutes} phút ${rest} giây`
}

export const startMessages = {
  preparing: 'Đang chuẩn bị cơ sở dữ liệu (áp dụng migration nếu có)…',
  seeding:
    'Đang tạo dữ liệu mẫu (42 bài viết, 17 sản phẩm, ảnh minh hoạ vẽ tại máy): khoảng nửa phút lần đầu, 15 giây các lần sau ' +
    '(ảnh đã vẽ được giữ trong node_modules/.cache), lâu gấp đôi trên máy 2 nhân đang bận…',
  seeded: (milliseconds) => `Đã tạo dữ liệu mẫu sau ${formatDuration(milliseconds)}.`,
  building:
    'Đang build bản production: thường 2–3 phút, tới 10 phút trên máy 2 nhân đang bận ' +
    '(chỉ chạy lại khi mã nguồn hoặc cơ sở dữ liệu thay đổi)…',
  built: (milliseconds) => `Đã build xong sau ${formatDuration(milliseconds)}.`,
  starting: 'Đang khởi động máy chủ…',
  serving: (url, milliseconds) => `Trang đã chạy tại ${url} (npm start mất ${formatDuration(milliseconds)}).`,
}

/**
 * The one-time link that creates the first administrator, at the site's address and, for a site on this machine, at
 * each of the machine's own network addresses (another computer on the network opens those).
 */
export function firstAdminMessage(env, token, ownAddresses = []) {
  const path = `/admin/first-user?token=${encodeURIComponent(token)}`
  const loopback = siteOrigins(env, [])
  const elsewhere = siteOrigins(env, ownAddresses).filter((origin) => !loopback.includes(origin))
  return [
    '',
    '  Chưa có tài khoản quản trị. Mở liên kết dùng một lần này để tạo:',
    `  ${siteUrlFrom(env)}${path}`,
    ...(elsewhere.length ? ['  Từ máy khác trong cùng mạng:', ...elsewhere.map((origin) => `  ${origin}${path}`)] : []),
    '',
  ].join('\n')
}
