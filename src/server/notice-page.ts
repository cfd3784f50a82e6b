import { html, type Markup } from '@/lib/html'
import { vi } from '@/i18n/vi'

/**
 * A short page the server answers by itself, outside the site's templates: a form sent without script, a
 * newsletter link opened from a mail. Plain and readable on any screen; everything interpolated is escaped.
 */
export function noticePage(title: string, body: Markup): string {
  return html`<!doctype html>
<html lang="vi">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${title} · ${vi.siteName}</title>
  </head>
  <body style="font-family: system-ui, sans-serif; line-height: 1.6; max-width: 40rem; margin: 3rem auto; padding: 0 1rem; color: #111827">
    <main>
      <h1 style="font-size: 1.5rem">${title}</h1>
      ${body}
    </main>
  </body>
</html>
`.html
}
