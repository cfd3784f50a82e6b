import { html } from '@/lib/html'
import { vi } from '@/i18n/vi'
import { noticePage } from '../notice-page'

/**
 * The first-administrator screens refused, as a short Vietnamese page (403) that says what to do instead: read the
 * link `npm start` printed, or sign in when an account already exists.
 */
export function setupRefusal(reason: keyof typeof vi.firstAdmin.refusals): Response {
  const { title, text } = vi.firstAdmin.refusals[reason]
  return new Response(noticePage(title, html`<p>${text}</p><p><a href="/admin">${vi.firstAdmin.signIn}</a></p>`), {
    status: 403,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  })
}
