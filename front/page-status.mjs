/**
 * The status a page states for itself: `<meta name="http-status" content="404">`, which a page rendered per request
 * needs when it finds its content missing only while it renders (Next.js has already chosen 200 by then). The front
 * removes the marker and answers with that status; without a marker the page keeps Next.js's.
 */
const marker = /<meta name="http-status" content="([45]\d\d)"\s*\/?>/g

/** The page without its status markers, and the status the first one names (null when none). */
export function takePageStatus(body) {
  let status = null
  const page = body.replace(marker, (_, code) => {
    status ??= Number(code)
    return ''
  })
  return { body: page, status }
}
