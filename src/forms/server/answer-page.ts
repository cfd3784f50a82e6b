import { html } from '@/lib/html'
import { noticePage } from '../../server/notice-page'
import { vi } from '@/i18n/vi'

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
  const words = vi.forms.answerPage
  const title = success ? words.sent : words.notSent
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
            ? html`<a href="${back}">${words.backToPage}</a>`
            : html`${words.fixHint} <a href="${back}">${words.reopenForm}</a>.`
        }
      </p>`,
  )
}
