import type { FormMail } from '@/forms/rules'
import { html } from '@/lib/html'

/** A new account's e-mail: the link that sets its password and opens it, for a day. */
export function welcomeMail(email: string, link: string): FormMail {
  return {
    to: email,
    subject: 'Hoàn tất tài khoản Thủ Thuật Điện Thoại',
    text: [
      'Chào bạn,',
      '',
      'Tài khoản của bạn đã được tạo. Bấm vào liên kết dưới đây để đặt mật khẩu và bắt đầu dùng tài khoản (liên kết dùng được trong 24 giờ):',
      link,
      '',
      'Nếu bạn không đăng ký, hãy bỏ qua e-mail này.',
    ].join('\n'),
    html: html`<p>Chào bạn,</p><p>Tài khoản của bạn đã được tạo. Bấm vào liên kết dưới đây để đặt mật khẩu và bắt đầu dùng tài khoản (liên kết dùng được trong 24 giờ):</p><p><a href="${link}">Đặt mật khẩu</a></p><p>Nếu bạn không đăng ký, hãy bỏ qua e-mail này.</p>`
      .html,
  }
}

/** To the owner of an e-mail someone tried to open an account with again: nothing changed, and where to sign in. */
export function existingAccountMail(email: string, accountLink: string): FormMail {
  return {
    to: email,
    subject: 'Bạn đã có tài khoản Thủ Thuật Điện Thoại',
    text: [
      'Chào bạn,',
      '',
      'Bạn đã có tài khoản với e-mail này. Ai đó (có thể là bạn) vừa tìm cách tạo thêm một tài khoản nữa với nó; tài khoản của bạn không có gì thay đổi.',
      '',
      `Đăng nhập tại ${accountLink}. Nếu quên mật khẩu, hãy bấm "Quên mật khẩu?" ở đó để đặt mật khẩu mới.`,
      '',
      'Nếu không phải bạn, hãy bỏ qua e-mail này.',
    ].join('\n'),
    html: html`<p>Chào bạn,</p><p>Bạn đã có tài khoản với e-mail này. Ai đó (có thể là bạn) vừa tìm cách tạo thêm một tài khoản nữa với nó; tài khoản của bạn không có gì thay đổi.</p><p><a href="${accountLink}">Đăng nhập</a>. Nếu quên mật khẩu, hãy bấm "Quên mật khẩu?" ở đó để đặt mật khẩu mới.</p><p>Nếu không phải bạn, hãy bỏ qua e-mail này.</p>`
      .html,
  }
}
