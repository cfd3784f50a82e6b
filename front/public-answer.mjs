import { PUBLIC_ANSWER_HEADER, PUBLIC_PAGE_MARKER } from '../src/lib/public-answer.mjs'

/**
 * Which answers the page cache may keep and give to other readers: public ones only. An address holding a secret (an
 * order's key, a token, a signed code) is never answered from the cache nor kept, and an answer rendered per request
 * is private (Next.js sends every such answer `private, no-store`) unless it states it is the same for everyone: its
 * page renders the `<meta name="cache-public">` marker, a route handler or the app's own answer sets `x-cache-public`
 * (src/lib/public-answer.mjs). The front removes both before anything is sent or kept.
 */

const marker = new RegExp(`<meta name="${PUBLIC_PAGE_MARKER}"[^<>]*>`, 'g')

/** Query parameters that carry a secret: `key`, `order_key`, `token`, `client_secret`, the newsletter's `ma`… */
const SECRET_PARAMETER = /(?:key|token|secret|nonce|signature|password)$|^(?:ma|code|sig|email)$/i

/** Whether an address names a secret in its query: the answer is for whoever holds it. */
export function hasSecretQuery(url) {
  const query = url.indexOf('?')
  if (query < 0) return false
  return [...new URLSearchParams(url.slice(query + 1)).keys()].some((name) => SECRET_PARAMETER.test(name))
}

/** Whether an answer's headers keep it to its reader: `private`, `no-store`, or a cookie set. */
export function isPersonal(headers) {
  return (
    Boolean(headers['set-cookie']) ||
    /(?:^|,)\s*(?:private|no-store)\s*(?:[,=]|$)/i.test(String(headers['cache-control'] ?? ''))
  )
}

/** The page without its public marker, and whether it (or the route's `x-cache-public` header) stated it is public. */
export function takePublicStatement(body, headers = {}) {
  let stated = headers[PUBLIC_ANSWER_HEADER] !== undefined
  const page = body.replace(marker, () => {
    stated = true
    return ''
  })
  return { body: page, public: stated }
}
