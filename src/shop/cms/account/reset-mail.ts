import type { FormMail } from '@/forms/rules'
import { html } from '@/lib/html'

/** The lost password's e-mail: the link that sets a new one, for an hour. */
export function passwordResetMail(email: string, link: string): FormMail {
  return {
    to: email,
    subject: 'Đặt lại mật khẩu tài khoản Thủ Thuật Điện Thoại',
    text: [
      'Chào bạn,',
      '',
      'Bấm vào liên kết dưới đây để đặt mật khẩu mới (liên kết dùng được trong 1 giờ):',
      link,
      '',
      'Nếu bạn không yêu cầu, hãy bỏ qua e-mail này: mật khẩu cũ vẫn giữ nguyên.',
    ].join('\n'),
    html: html`<p>Chào bạn,</p><p>Bấm vào liên kết dưới đây để đặt mật khẩu mới (liên kết dùng được trong 1 giờ):</p><p><a href="${link}">Đặt lại mật khẩu</a></p><p>Nếu bạn không yêu cầu, hãy bỏ qua e-mail này: mật khẩu cũ vẫn giữ nguyên.</p>`
      .html,
  }
}
