/**
 * The `X-Forwarded-For` the front hands on: the address of the connection, replacing whatever the client wrote, so
 * its first entry is the client (rate limits read it). Behind a trusted proxy (TRUST_PROXY=1) the chain the proxy
 * sent is kept and the proxy's own address appended.
 */
export function forwardedFor(sent, remoteAddress, trustProxy) {
  const chain = trustProxy
    ? String(sent ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean)
    : []
  return [...chain, remoteAddress].filter(Boolean).join(', ')
}
