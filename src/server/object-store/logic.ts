/**
 * Where uploads live when several instances serve the site (docs/instances.md, Object storage): an S3-compatible
 * bucket named by one address, `S3_URL=https://KEY:SECRET@host[:port]/bucket[?region=…]`. The pure reading of it.
 */
export interface ObjectStoreSettings {
  endpoint: string
  bucket: string
  region: string
  credentials: { accessKeyId: string; secretAccessKey: string }
}

/** The region S3-compatible servers answer for when the address names none. */
export const DEFAULT_REGION = 'us-east-1'

/** The settings `S3_URL` gives, null when it is unset; a malformed address is refused with what to fix. */
export function objectStoreSettings(url: string | undefined): ObjectStoreSettings | null {
  if (!url?.trim()) return null
  let parsed: URL
  try {
    parsed = new URL(url.trim())
  } catch {
    throw new Error('S3_URL không phải một địa chỉ hợp lệ (dạng https://KHOÁ:BÍ-MẬT@máy-chủ/tên-bucket).')
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new Error('S3_URL phải bắt đầu bằng https:// (hoặc http:// cho máy chủ trong mạng nội bộ).')
  const bucket = decodeURIComponent(parsed.pathname.replace(/^\/+|\/+$/g, ''))
  if (!bucket || bucket.includes('/')) throw new Error('S3_URL phải ghi đúng một tên bucket sau tên máy chủ.')
  if (!parsed.username || !parsed.password)
    throw new Error('S3_URL phải có khoá truy cập và khoá bí mật (https://KHOÁ:BÍ-MẬT@…).')
  return {
    endpoint: `${parsed.protocol}//${parsed.host}`,
    bucket,
    region: parsed.searchParams.get('region') || DEFAULT_REGION,
    credentials: {
      accessKeyId: decodeURIComponent(parsed.username),
      secretAccessKey: decodeURIComponent(parsed.password),
    },
  }
}

/** The upload collections and the folder (key prefix) each keeps its files under in the bucket. */
export const STORED_COLLECTIONS = {
  media: 'media',
  'form-files': 'form-files',
  'product-files': 'product-files',
} as const

export type StoredCollection = keyof typeof STORED_COLLECTIONS

/** The key of a collection's file in the bucket. */
export const objectKey = (collection: StoredCollection, filename: string) =>
  `${STORED_COLLECTIONS[collection]}/${filename}`
