import type { Readable } from 'node:stream'
import { S3, type S3ClientConfig } from '@aws-sdk/client-s3'
import { objectKey, objectStoreSettings, type ObjectStoreSettings, type StoredCollection } from './logic'

export { objectStoreSettings, STORED_COLLECTIONS, type StoredCollection } from './logic'

/**
 * The S3 client's settings for a bucket (docs/instances.md, Object storage). Addressed by path (every S3-compatible
 * server takes it), and with checksums only where a request needs one: the SDK's default, a checksum trailer on
 * streamed uploads, is not understood by every S3-compatible server, and one that does not stores the framing with
 * the file.
 */
export function s3ClientConfig(settings: ObjectStoreSettings): S3ClientConfig {
  return {
    endpoint: settings.endpoint,
    region: settings.region,
    credentials: settings.credentials,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  }
}

let store: { client: S3; bucket: string } | null | undefined

/** The bucket of `S3_URL` and a client for it, or null when uploads stay on the local disk. */
export function objectStore(): { client: S3; bucket: string } | null {
  if (store !== undefined) return store
  const settings = objectStoreSettings(process.env.S3_URL)
  return (store = settings && { client: new S3(s3ClientConfig(settings)), bucket: settings.bucket })
}

/** A collection's file read from the bucket, or null when it is not there. */
export async function readStoredFile(collection: StoredCollection, filename: string): Promise<Readable | null> {
  const bucket = objectStore()
  if (!bucket) throw new Error('readStoredFile needs S3_URL')
  try {
    const object = await bucket.client.getObject({ Bucket: bucket.bucket, Key: objectKey(collection, filename) })
    return (object.Body as Readable | undefined) ?? null
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') return null
    throw error
  }
}
