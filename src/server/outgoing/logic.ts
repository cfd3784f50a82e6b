import ipaddr from 'ipaddr.js'

/**
 * Which addresses a request the server sends to an address someone typed (a form's webhook) may reach: the public
 * Internet only. Pure: the address as typed is checked here, the addresses its name resolves to by `fetchPublic`.
 */

/** The longest address accepted, in characters. */
export const MAX_OUTGOING_URL_CHARS = 2_000

/** ipaddr.js's name for the addresses that are none of its special ranges: the public ones. */
const PUBLIC_RANGE = 'unicast'

/**
 * Cloud platforms' own services that a public-looking address reaches from inside their machines: Azure's platform
 * address. (AWS's, Google's and Oracle's 169.254.169.254, Alibaba's 100.100.100.200 and AWS's fd00:ec2::254 are
 * link-local, shared or unique-local addresses, refused with their ranges.)
 */
const CLOUD_METADATA = ['168.63.129.16']

/** Where public IPv6 addresses are: 2000::/3, the global unicast space (the rest is reserved or special). */
const GLOBAL_UNICAST = ipaddr.IPv6.parse('2000::')

/** Names that never lead to the public Internet: this machine (RFC 6761), mDNS, private-use and home networks. */
const LOOPBACK_NAME = /(?:^|\.)localhost$/
const INTERNAL_NAME = /(?:^|\.)(?:local|internal|localdomain|home\.arpa)$/

/** Characters a typed address never needs; the URL parser would drop or encode them, so the address read would differ. */
const STRAY_CHARACTERS = /[\s<>"`{}|\\^\u0000-\u001f\u007f]/

export interface OutgoingRules {
  /** Whether this machine's own addresses may be reached: only when the site itself runs on this machine. */
  loopbackAllowed: boolean
}

export type OutgoingRefusal =
  | { reason: 'invalid' }
  | { reason: 'too-long' }
  | { reason: 'scheme' }
  | { reason: 'credentials' }
  /** `host` as the editor can recognise it: the name or the address (in its usual form), `name → address` after DNS. */
  | { reason: 'internal'; host: string }

export interface OutgoingTarget {
  url: URL
  /** The IP address the URL names (IPv6 without brackets), or null when it names a host to resolve. */
  address: string | null
}

export type OutgoingCheck = { ok: true; target: OutgoingTarget } | { ok: false; refusal: OutgoingRefusal }

/** The IPv4 address an IPv6 one carries: mapped, translated, IPv4-compatible, NAT64 (64:ff9b::/96) or 6to4. */
function embeddedIpv4(ip: ipaddr.IPv6): ipaddr.IPv4 | null {
  const [a, b, c, d, e, f, g, h] = ip.parts
  const fromParts = (high: number, low: number) => new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff])
  const range = ip.range()
  if (range === 'ipv4Mapped' || range === 'rfc6145' || range === 'rfc6052') return fromParts(g, h)
  if (range === '6to4') return fromParts(b, c)
  const compatible = a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0 && (g !== 0 || h > 1)
  return compatible ? fromParts(g, h) : null
}

function ipv4Range(ip: ipaddr.IPv4): string {
  return CLOUD_METADATA.includes(ip.toString()) ? 'cloudMetadata' : ip.range()
}

/**
 * The range of an IP address as ipaddr.js names them (`unicast` for a public address; `loopback`, `private`,
 * `linkLocal`, `carrierGradeNat`, `uniqueLocal`, `multicast`, `unspecified`, `reserved`…), `cloudMetadata`, or
 * `invalid`. An IPv6 address that carries an IPv4 one has that address's range; one outside 2000::/3 is `reserved`.
 */
export function addressRange(address: string): string {
  if (ipaddr.IPv4.isValidFourPartDecimal(address)) return ipv4Range(ipaddr.IPv4.parse(address))
  if (!ipaddr.IPv6.isValid(address)) return 'invalid'
  const ip = ipaddr.IPv6.parse(address)
  const embedded = embeddedIpv4(ip)
  if (embedded) return ipv4Range(embedded)
  const range = ip.range()
  return range === PUBLIC_RANGE && !ip.match(GLOBAL_UNICAST, 3) ? 'reserved' : range
}

/** Whether a request may go to this IP address: a public one, or this machine's when the rules allow it. */
export function isAllowedAddress(address: string, { loopbackAllowed }: OutgoingRules): boolean {
  const range = addressRange(address)
  return range === PUBLIC_RANGE || (loopbackAllowed && range === 'loopback')
}

/** The IP address a URL's host names (brackets off an IPv6 one), or null for a name. */
function hostAddress(hostname: string): string | null {
  if (hostname.startsWith('[')) return hostname.slice(1, -1)
  return ipaddr.IPv4.isValidFourPartDecimal(hostname) ? hostname : null
}

/**
 * Whether a request may be sent to `text` as typed, read with the WHATWG URL parser (which turns `2130706433`,
 * `0177.0.0.1`, `0x7f.1` and `127.1` into `127.0.0.1`): https to a public address or a name outside the local ones,
 * without credentials; http and this machine only when the rules allow this machine. A name passes here; the
 * addresses it resolves to are checked when the request is sent.
 */
export function checkOutgoingUrl(text: string, rules: OutgoingRules): OutgoingCheck {
  const refuse = (refusal: OutgoingRefusal): OutgoingCheck => ({ ok: false, refusal })
  if (text.length > MAX_OUTGOING_URL_CHARS) return refuse({ reason: 'too-long' })
  if (!text || STRAY_CHARACTERS.test(text) || !URL.canParse(text)) return refuse({ reason: 'invalid' })
  const url = new URL(text)
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return refuse({ reason: 'scheme' })
  if (url.username || url.password) return refuse({ reason: 'credentials' })
  const address = hostAddress(url.hostname)
  const name = url.hostname.replace(/\.+$/, '')
  if (!address && !name) return refuse({ reason: 'invalid' })
  const loopback = address ? addressRange(address) === 'loopback' : LOOPBACK_NAME.test(name)
  const allowed = address
    ? isAllowedAddress(address, rules)
    : loopback
      ? rules.loopbackAllowed
      : name.includes('.') && !INTERNAL_NAME.test(name)
  if (!allowed) return refuse({ reason: 'internal', host: address ? url.hostname : name })
  if (url.protocol === 'http:' && !(loopback && rules.loopbackAllowed)) return refuse({ reason: 'scheme' })
  return { ok: true, target: { url, address } }
}

/** Why an address was refused, in Vietnamese, for the editor who typed it; `subject` names it ("Địa chỉ webhook"). */
export function outgoingRefusalMessage(subject: string, refusal: OutgoingRefusal): string {
  switch (refusal.reason) {
    case 'invalid':
      return `${subject} không hợp lệ: hãy nhập một địa chỉ đầy đủ, bắt đầu bằng https://, không có khoảng trắng.`
    case 'too-long':
      return `${subject} quá dài (tối đa 2.000 ký tự).`
    case 'scheme':
      return `${subject} phải bắt đầu bằng https://.`
    case 'credentials':
      return `${subject} không được chứa tên đăng nhập hay mật khẩu.`
    case 'internal':
      return `${subject} phải là một địa chỉ công khai trên Internet, không phải địa chỉ nội bộ (${refusal.host}).`
  }
}
