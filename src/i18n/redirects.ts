/**
 * Redirects and the log of addresses not found, in the admin (docs/redirects.md): only staff read these, so they stay
 * out of `vi` and out of every public page's bundle.
 */
export const redirects = {
  /** What is wrong with a redirect, by the rule's key (src/redirects/rules/address.mjs) or the collection's check. */
  errors: {
    fromEmpty: 'Hãy nhập địa chỉ cũ, ví dụ /bai-viet-cu hoặc /?p=123.',
    fromNotAddress: 'Địa chỉ cũ phải là một đường dẫn (bắt đầu bằng /) hoặc một địa chỉ http(s).',
    fromMachinery: 'Không thể chuyển hướng các địa chỉ của trang quản trị và hệ thống (/admin, /api, /_next, /_b).',
    toEmpty: 'Hãy nhập địa chỉ mới: một đường dẫn của trang này (bắt đầu bằng /) hoặc một địa chỉ https.',
    toUnsafe: 'Địa chỉ mới không an toàn: chỉ nhận đường dẫn của trang này (bắt đầu bằng /) hoặc địa chỉ https.',
    toNotHttps: 'Địa chỉ mới ở trang khác phải dùng https.',
    tooLong: 'Địa chỉ quá dài (tối đa 1.000 ký tự).',
    loop: 'Địa chỉ mới trùng với địa chỉ cũ: người đọc sẽ bị chuyển hướng mãi không dừng.',
    cycle: (from: string) =>
      `Chuyển hướng này tạo thành vòng lặp: địa chỉ mới lại dẫn về ${from}. Hãy chọn một địa chỉ đích khác.`,
    duplicate: (from: string) => `Đã có một chuyển hướng từ ${from}. Hãy sửa chuyển hướng đó thay vì tạo thêm.`,
  },
  /** The 404 log's one-click link, and its label for a screen reader. */
  createRedirect: 'Tạo chuyển hướng',
  createRedirectFor: (path: string) => `Tạo chuyển hướng cho ${path}`,
}
