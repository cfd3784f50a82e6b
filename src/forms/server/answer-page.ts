import { html } from '@/lib/html'
import { noticePage } from '../../server/notice-page'

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
  return noticePage(
    title,
    html`<p>${message}</p>
      ${
        errors.length
          ? html`<ul>
            ${errors.map((error) => html`<li><strong>${error.label}</strong>: ${error.message}</li>`)}
          </ul>`
          : ''
      }
      <p>
        ${
          success
            ? html`<a href="${back}">Quay lại trang trước</a>`
            : html`Bấm nút Quay lại của trình duyệt để sửa (những gì bạn đã nhập vẫn còn), hoặc <a href="${back}">mở lại trang biểu mẫu</a>.`
        }
      </p>`,
  )
}
