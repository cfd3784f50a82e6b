import { html } from '@/lib/html'

/** The path and query of the page the form was on: a link back never leaves the site. */
function pathOnThisSite(url: string): string {
  try {
    const parsed = new URL(url, 'https://relative.invalid/')
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? `${parsed.pathname}${parsed.search}` : '/'
  } catch {
    return '/'
  }
}

/**
 * The endpoint's answer as a page, for a form sent without script (a native POST that asks for HTML): the message,
 * the fields to fix by their labels, and the way back. The reader's browser keeps what they typed when they go back.
 */
export function answerPage({
  success,
  message,
  errors,
  backTo,
}: {
  success: boolean
  message: string
  errors: { label: string; message: string }[]
  backTo: string
}): string {
  const back = pathOnThisSite(backTo)
  const title = success ? 'Đã gửi biểu mẫu' : 'Chưa gửi được biểu mẫu'
  return html`<!doctype html>
<html lang="vi">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${title} · Thủ Thuật Điện Thoại</title>
  </head>
  <body style="font-family: system-ui, sans-serif; line-height: 1.6; max-width: 40rem; margin: 3rem auto; padding: 0 1rem; color: #111827">
    <main>
      <h1 style="font-size: 1.5rem">${title}</h1>
      <p>${message}</p>
      ${errors.length ? html`<ul>${errors.map((error) => html`<li><strong>${error.label}</strong>: ${error.message}</li>`)}</ul>` : ''}
      <p>
        ${
          success
            ? html`<a href="${back}">Quay lại trang trước</a>`
            : html`Bấm nút Quay lại của trình duyệt để sửa (những gì bạn đã nhập vẫn còn), hoặc <a href="${back}">mở lại trang biểu mẫu</a>.`
        }
      </p>
    </main>
  </body>
</html>
`.html
}
