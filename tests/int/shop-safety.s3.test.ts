import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { S3 } from '@aws-sdk/client-s3'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { objectStoreSettings, s3ClientConfig } from '@/server/object-store'
import { startObjectStore } from '../../scripts/lib/cluster/object-store.mjs'
import { shopSafetySuite } from './shop-safety-suite'

/**
 * The shop's safety with its files in an S3-compatible bucket (docs/instances.md, Object storage): the same suite, the
 * product file uploaded to and a paid order's download read from a local s3rver. Set before the suite starts Payload.
 */
let objects: Awaited<ReturnType<typeof startObjectStore>>
const bucketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thuthuat-bucket-'))

beforeAll(async () => {
  objects = await startObjectStore({ dir: bucketDir })
  process.env.S3_URL = objects.url
})

afterAll(async () => {
  await objects?.stop()
  fs.rmSync(bucketDir, { recursive: true, force: true })
})

shopSafetySuite('sqlite')

it('kept the product file in the bucket, not on the disk', async () => {
  const settings = objectStoreSettings(objects.url)!
  const listed = await new S3(s3ClientConfig(settings)).listObjectsV2({
    Bucket: settings.bucket,
    Prefix: 'product-files/',
  })
  expect(listed.Contents?.length).toBeGreaterThanOrEqual(1)
  expect(fs.existsSync(path.join(process.env.DATA_DIR!, 'product-files'))).toBe(false)
})
