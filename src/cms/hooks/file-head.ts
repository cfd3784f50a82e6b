import fs from 'node:fs/promises'

/** The first `bytes` of an upload, whether Payload holds it in memory or in a temporary file. */
export async function headOf(file: { data?: Buffer; tempFilePath?: string }, bytes: number): Promise<Buffer> {
  if (file.data?.length) return file.data.subarray(0, bytes)
  if (!file.tempFilePath) return Buffer.alloc(0)
  const handle = await fs.open(file.tempFilePath)
  try {
    const head = Buffer.alloc(bytes)
    const { bytesRead } = await handle.read(head, 0, bytes, 0)
    return head.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}

/** A private upload's answer headers: an attachment (it never opens inside the site's pages), never kept by caches. */
export function privateAttachment({ headers }: { headers: Headers }): Headers {
  headers.set('Content-Disposition', 'attachment')
  headers.set('Cache-Control', 'private, no-store')
  return headers
}
