/** The floating contact buttons: its own module, so the browser's code for it carries only these strings. */
export const floatingButtons = {
  navigation: 'Liên hệ nhanh',
  call: 'Gọi điện',
  zalo: 'Nhắn Zalo',
  messenger: 'Nhắn Messenger',
  top: 'Lên đầu trang',
  /** What is wrong with a click report a page sent (HTTP 400). */
  report: {
    notObject: 'Dữ liệu gửi lên phải là một đối tượng JSON.',
    badButton: 'Nút được bấm không hợp lệ.',
    badPath: 'Đường dẫn trang không hợp lệ.',
  },
}
