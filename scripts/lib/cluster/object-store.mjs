import fs from 'node:fs'
import S3rver from 's3rver'

/** The bucket the local stand-in keeps the site's files in. */
const BUCKET = 'thuthuat'

/**
 * A local S3-compatible server (s3rver, from npm) standing in for the object storage of a real deployment
 * (docs/instances.md, Object storage), keeping its bucket in `dir`. It accepts only its own keys (S3RVER), which
 * `url` (what S3_URL is set to) carries. For trying the topology and for tests, never for a real site.
 */
export async function startObjectStore({ dir, port = 0 }) {
  fs.mkdirSync(dir, { recursive: true })
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: BUCKET }],
  })
  const { port: listening } = await server.run()
  return {
    port: listening,
    bucket: BUCKET,
    url: `http://S3RVER:S3RVER@127.0.0.1:${listening}/${BUCKET}`,
    stop: () => server.close(),
  }
}
