import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import { vi } from '@/i18n/vi'
import { isPaid, unpaidReason } from '@/shop/rules/order-status'
import type { Order } from '@/payload-types'
import { writeInSharedTransaction } from '../../../server/group-commit'
import { transactionSql } from '../../../server/database/raw-sql'
import { objectStore, readStoredFile } from '../../../server/object-store'

/** A download the account may take now, or may no longer (and why). */
export interface AccountDownload {
  orderNumber: string
  index: number
  name: string
  productName: string
  remaining: number | null
  expiresAt: string | null
  usable: boolean
  /** What an unpaid order's file waits for (the shop's confirmation of the payment), or null once paid. */
  waiting: string | null
}

/** Whether a permission still gives its file: downloads left (none counted: any) and not expired. */
const usable = (download: NonNullable<Order['downloads']>[number], now: Date) =>
  (download.remaining === null || download.remaining === undefined || download.remaining > 0) &&
  (!download.expiresAt || Date.parse(download.expiresAt) > now.getTime())

/** The downloads of an account's paid orders, and of its unpaid ones with what they wait for, newest order first. */
export async function accountDownloads(payload: Payload, userId: number, now: Date): Promise<AccountDownload[]> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { customer: { equals: userId } },
    sort: '-createdAt',
    limit: 200,
    depth: 1,
    overrideAccess: true,
  })
  return docs.flatMap((order) => {
    const waiting = unpaidReason(order)
    if (!isPaid(order) && !waiting) return []
    return (order.downloads ?? []).map((download, index) => ({
      orderNumber: order.number,
      index,
      name: download.name,
      productName: typeof download.product === 'object' && download.product ? download.product.name : '',
      remaining: download.remaining ?? null,
      expiresAt: download.expiresAt ?? null,
      usable: !waiting && usable(download, now),
      waiting,
    }))
  })
}

const refusal = (status: number, message: string) =>
  new Response(message, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store' },
  })

/**
 * `GET /tai-khoan/tai-ve/{order}/{index}`: a download of the account's own paid order, counted (one less left, one
 * more taken, in one conditional update so two clicks never take the last one twice), then the file as an attachment.
 * Another account's order, an unpaid one or an unknown one: 404; used up or expired: 410.
 */
export async function serveDownload(
  payload: Payload,
  userId: number,
  orderNumber: string,
  index: number,
  now: Date,
): Promise<Response> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { and: [{ number: { equals: orderNumber } }, { customer: { equals: userId } }] },
    limit: 1,
    depth: 1,
    overrideAccess: true,
  })
  const order = docs[0] as Order | undefined
  const download = order && isPaid(order) ? order.downloads?.[index] : undefined
  const file = typeof download?.file === 'object' ? download.file : null
  if (!order || !download?.id || !file?.filename) return refusal(404, vi.orders.downloads.notFound)
  if (!usable(download, now)) return refusal(410, vi.orders.downloads.usedUp)
  let counted = false
  await writeInSharedTransaction(payload, async (req) => {
    const db = await transactionSql(payload, req)
    counted =
      (await db.changed(sql`UPDATE orders_downloads SET count = COALESCE(count, 0) + 1,
        remaining = CASE WHEN remaining IS NULL THEN NULL ELSE remaining - 1 END
        WHERE id = ${download.id} AND (remaining IS NULL OR remaining > 0)`)) > 0
  })
  if (!counted) return refusal(410, vi.orders.downloads.usedUp)
  const stream = await productFile(payload, file.filename)
  if (!stream) return refusal(404, vi.orders.downloads.notFound)
  const extension = path.extname(file.filename)
  const downloadName = `${download.name}${extension}`
  return new Response(Readable.toWeb(stream) as ReadableStream, {
    headers: {
      'content-type': file.mimeType ?? 'application/octet-stream',
      'content-disposition': `attachment; filename="download${extension}"; filename*=UTF-8''${encodeURIComponent(downloadName)}`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  })
}

/** A product file's bytes: from the bucket when uploads live in one (docs/instances.md, Object storage), else the disk. */
async function productFile(payload: Payload, filename: string): Promise<Readable | null> {
  const name = path.basename(filename)
  if (objectStore()) return readStoredFile('product-files', name)
  const staticDir = payload.collections['product-files'].config.upload.staticDir ?? ''
  // The folder comes from the config at run time: the build is not to trace the project for it.
  return fs.createReadStream(path.join(path.resolve(/* turbopackIgnore: true */ staticDir), name))
}
