import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'
import { objectStoreSettings, s3ClientConfig, STORED_COLLECTIONS } from '@/server/object-store'

/**
 * Uploads in an S3-compatible bucket when `S3_URL` is set (docs/instances.md, Object storage): pictures, form
 * attachments and product files, each collection under its own folder, so every instance serves every file. They
 * are still served through the site's own addresses (`/api/<collection>/file/<name>`), after the same access checks
 * as from the disk: form attachments to staff only, product files only through a paid order's download. Without
 * `S3_URL` the files stay under `DATA_DIR`; the collections have the same fields either way (their folder in the
 * bucket is stored with each file), so a site can move to a bucket without a migration of its own.
 */
export function objectStorage(): Plugin {
  const settings = objectStoreSettings(process.env.S3_URL)
  return s3Storage({
    enabled: Boolean(settings),
    alwaysInsertFields: true,
    bucket: settings?.bucket ?? '',
    config: settings ? s3ClientConfig(settings) : {},
    collections: Object.fromEntries(
      Object.entries(STORED_COLLECTIONS).map(([collection, prefix]) => [collection, { prefix }]),
    ),
  })
}
