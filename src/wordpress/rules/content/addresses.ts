/** The old site's addresses in post content: uploads and internal links (docs/import.md, Post content). Pure. */

const UPLOADS = '/wp-content/uploads/'
/** WordPress's resized copies: `anh-300x200.jpg` is a size of `anh.jpg`. */
const SIZE_SUFFIX = /-\d{1,5}x\d{1,5}(\.[a-z0-9]{2,5})$/i

/** An address read against the old site's, or null when it cannot be read. */
export function absoluteUrl(value: string, siteUrl: string): URL | null {
  try {
    return new URL(value.trim(), siteUrl)
  } catch {
    return null
  }
}

/** Whether an address is a file in WordPress's uploads folder. */
export function isUploadUrl(url: URL): boolean {
  return url.pathname.includes(UPLOADS)
}

/**
 * The address of the uploaded original of a file in WordPress's uploads folder: without the size WordPress added to
 * a resized copy (`-300x200`), its query or its fragment. Other addresses come back as they are.
 */
export function originalUploadUrl(value: string): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return value
  }
  if (!isUploadUrl(url)) return value
  url.search = ''
  url.hash = ''
  url.pathname = url.pathname.replace(SIZE_SUFFIX, '$1')
  return url.href
}

const bareHost = (host: string) => host.toLowerCase().replace(/^www\./, '')

/** Whether an address is on the old site (http or https, with or without `www.`, under its folder). */
export function isOnSite(url: URL, siteUrl: string): boolean {
  const site = absoluteUrl(siteUrl, 'https://invalid.invalid/')
  if (!site || !/^https?:$/.test(url.protocol) || bareHost(url.host) !== bareHost(site.host)) return false
  const folder = site.pathname.replace(/\/$/, '')
  return url.pathname === folder || url.pathname.startsWith(`${folder}/`)
}

/** An address on the old site written as the site writes itself (`http://www.` read as the site's `https://`). */
export function asSiteWrites(url: URL, siteUrl: string): URL {
  const site = absoluteUrl(siteUrl, 'https://invalid.invalid/')
  if (!site || !isOnSite(url, siteUrl)) return url
  return new URL(`${url.pathname}${url.search}${url.hash}`, site.origin)
}

/** An address on the old site as a path on ours: the old site's folder taken off, its query and fragment kept. */
export function sitePath(url: URL, siteUrl: string): string {
  const folder = (absoluteUrl(siteUrl, 'https://invalid.invalid/')?.pathname ?? '/').replace(/\/$/, '')
  const path = url.pathname.slice(folder.length) || '/'
  return `${path.startsWith('/') ? path : `/${path}`}${url.search}${url.hash}`
}
