/**
 * Cross-site request forgery at the front: a state-changing request (POST, PUT, PATCH, DELETE) whose `Origin`, or
 * `Referer` when there is no Origin, names another origin than the site's is refused. Another port of the same host
 * is another origin. A request with neither header comes from a script or a server, which no other site can make
 * act for a signed-in reader: it passes.
 */
const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

function originOf(value) {
  try {
    return new URL(value).origin
  } catch {
    return 'null'
  }
}

/** The origin the request says it comes from (Origin, else Referer's origin), or null when it names none. */
export function claimedOrigin(headers) {
  if (headers.origin !== undefined) return originOf(headers.origin)
  if (headers.referer !== undefined) return originOf(headers.referer)
  return null
}

/** Whether the front refuses the request: state-changing, and sent from a page of another origin. */
export function comesFromElsewhere(request, siteOrigins) {
  if (!stateChanging.has(String(request.method).toUpperCase())) return false
  const origin = claimedOrigin(request.headers)
  return origin !== null && !siteOrigins.includes(origin)
}

/**
 * Whether the request carries nothing a browser adds (Origin, Referer, Sec-Fetch-Site): a script or a server.
 * Payload ignores the session cookie of such requests once `csrf` is set; the front, having let them through,
 * marks them `Sec-Fetch-Site: same-origin`, the header Payload reads for requests without an Origin.
 */
export function isScriptClient(headers) {
  return headers.origin === undefined && headers.referer === undefined && headers['sec-fetch-site'] === undefined
}
