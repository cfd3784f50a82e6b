import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { User } from '@/payload-types'
import { mp4Sample } from '../fixtures/videos'
import { createUser, startPayload } from './payload'

let payload: Payload
let stop: () => Promise<void>
let editor: User

beforeAll(async () => {
  ;({ payload, stop } = await startPayload())
  await createUser(payload, 'quan-tri@example.vn', ['admin'])
  editor = await createUser(payload, 'bien-tap@example.vn', ['editor'])
})

afterAll(async () => stop())

const upload = (data: Buffer, name: string, mimetype: string) =>
  payload.create({ collection: 'media', data: { alt: 'Ảnh thử' }, file: { data, name, mimetype, size: data.length }, user: editor, overrideAccess: false })

describe('stored file names', () => {
  it('takes the extension of what the content is, never the name the uploader gave', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0b5cd5' } })
      .png()
      .toBuffer()
    const pageInside = Buffer.concat([png, Buffer.from('<html><script>alert(1)</script></html>')])
    const disguised = await upload(pageInside, 'x.html', 'text/html')
    expect(disguised.filename).toMatch(/^[0-9a-f-]{36}\.png$/)
    expect(disguised.mimeType).toBe('image/png')

    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#e11d48' } })
      .jpeg()
      .toBuffer()
    const misnamed = await upload(jpeg, 'anh.png', 'image/png')
    expect(misnamed.filename).toMatch(/^[0-9a-f-]{36}\.jpg$/)
    expect(misnamed.mimeType).toBe('image/jpeg')
  })

  it('keeps videos and animations under their own extensions', async () => {
    const video = await upload(mp4Sample, 'Phim nền.M4V', 'video/mp4')
    expect(video.filename).toMatch(/^[0-9a-f-]{36}\.mp4$/)
  })

  it('titles an upload after the visitor’s file name when the editor gave no title, and keeps a title they gave', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#16a34a' } })
      .png()
      .toBuffer()
    const untitled = await upload(png, 'Tình trạng pin_iPhone-15.png'.normalize('NFD'), 'image/png')
    expect(untitled.title).toBe('Tình trạng pin iPhone 15')
    expect(untitled.filename).not.toContain('pin')
    const titled = await payload.create({
      collection: 'media',
      data: { alt: 'Ảnh thử', title: 'Màn hình Pin' },
      file: { data: png, name: 'IMG_0042.png', mimetype: 'image/png', size: png.length },
      user: editor,
      overrideAccess: false,
    })
    expect(titled.title).toBe('Màn hình Pin')
  })
})
