/** The forms' captcha (ALTCHA or a provider's): its own module, so the browser's captcha code carries only these. */
export const captcha = {
  label: 'Xác minh bạn không phải là máy',
  /** A captcha field the editor left without a label, as errors name it. */
  shortLabel: 'Xác minh',
  noScript: 'Cần bật JavaScript để xác minh bạn không phải là máy: biểu mẫu này chỉ gửi được sau khi xác minh.',
  notSolved: 'Chưa xác minh được bạn không phải là máy. Hãy đợi một chút rồi bấm lại.',
}
