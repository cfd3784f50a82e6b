import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { User } from '@/payload-types'
import { mp4Sample as mp4, webmSample as webm } from '../fixtures/videos'
import { createUser, startPayload } from './payload'

let payload: Payload
let stop: () => Promise<void>
let dataDir: string
let editor: User

beforeAll(async () => {
  ;({ payload, stop, dataDir } = await startPayload())
  await createUser(payload, 'quan-tri@example.vn', ['admin'])
  editor = await createUser(payload, 'bien-tap@example.vn', ['editor'])
})

afterAll(async () => stop())

const upload = (data: Buffer, name: string, mimetype: string) =>
  payload.create({
    collection: 'media',
    data: { alt: 'Video nền thử' },
    file: { data, name, mimetype, size: data.length },
    user: editor,
    overrideAccess: false,
  })

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (caught: unknown) =>
      (caught as { data?: { errors?: { message: string }[] } })?.data?.errors?.[0]?.message ?? String(caught),
  )

describe('Background videos in the media library', () => {
  it('accepts MP4 and WebM files, stored under a random name with their real type', async () => {
    for (const [data, name, type] of [
      [mp4, 'Video nền trang chủ.MP4', 'video/mp4'],
      [webm, 'nen-dong.webm', 'video/webm'],
    ] as const) {
      const media = await upload(data, name, 'application/octet-stream')
      expect(media.mimeType).toBe(type)
      expect(media.filename).toMatch(new RegExp(`^[0-9a-f-]{36}\\${path.extname(name).toLowerCase()}$`))
      expect(media.url).toMatch(/^\/api\/media\/file\/[0-9a-f-]{36}\.(mp4|webm)$/)
      expect(fs.readFileSync(path.join(dataDir, 'media', media.filename!)).equals(data)).toBe(true)
    }
  })

  it('refuses disguised and broken files named or sent as videos, in Vietnamese, and stores nothing', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#0b5cd5' } })
      .png()
      .toBuffer()
    const before = (await payload.count({ collection: 'media' })).totalDocs
    const refused = [
      [png, 'anh.mp4', 'video/mp4'],
      [webm, 'doi-ten.mp4', 'video/mp4'],
      [mp4, 'doi-ten.webm', 'video/webm'],
      [Buffer.from('<script>alert(1)</script>'), 'trang.webm', 'video/webm'],
      [Buffer.from('không phải video'), 'ghi-chu.txt', 'video/mp4'],
      [Buffer.alloc(0), 'rong.mp4', 'video/mp4'],
    ] as const
    for (const [data, name, mimetype] of refused)
      expect(await refusal(upload(data, name, mimetype)), name).toMatch(/Tệp video phải là MP4/)
    expect((await payload.count({ collection: 'media' })).totalDocs).toBe(before)
  })

  it('keeps videos out of the fields that show an image', async () => {
    const media = await upload(mp4, 'nen.mp4', 'video/mp4')
    await expect(
      payload.create({
        collection: 'posts',
        data: { title: 'Bài có ảnh đại diện là video', featuredImage: media.id, _status: 'published' },
        user: editor,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
  })
})
