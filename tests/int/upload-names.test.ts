import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { User } from '@/payload-types'
import { mp4Sample } from '../fixtures/videos'
import { createUser, startPayload } from './payload'
import { logIn, restClient } from './rest'

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
  payload.create({
    collection: 'media',
    data: { alt: 'Ảnh thử' },
    file: { data, name, mimetype, size: data.length },
    user: editor,
    overrideAccess: false,
  })

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

describe('files of downloadable products', () => {
  const uploadFile = (data: Buffer, name: string, mimetype: string) =>
    payload.create({
      collection: 'product-files',
      data: { title: 'Cẩm nang' },
      file: { data, name, mimetype, size: data.length },
      user: editor,
      overrideAccess: false,
    })

  it('keeps a PDF under a random name, and refuses a picture or a page dressed as a PDF, in Vietnamese', async () => {
    const { ebookPdf } = await import('@demo/ebook-pdf')
    const kept = await uploadFile(ebookPdf(), '../../cam nang.pdf', 'application/pdf')
    expect(kept.filename).toMatch(/^[0-9a-f-]{36}\.pdf$/)
    expect(kept.mimeType).toBe('application/pdf')

    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0b5cd5' } })
      .png()
      .toBuffer()
    for (const [data, name] of [
      [png, 'sach.pdf'],
      [Buffer.from('<html><script>alert(1)</script></html>'), 'sach.pdf'],
      [Buffer.alloc(0), 'rong.pdf'],
    ] as const) {
      const refused = await uploadFile(data, name, 'application/pdf').then(
        () => null,
        (error: { data?: { errors?: { message: string }[] } }) => error.data?.errors?.[0]?.message,
      )
      expect(refused, name).toBe('Chỉ nhận tệp PDF, EPUB hoặc ZIP.')
    }
    expect((await payload.count({ collection: 'product-files' })).totalDocs).toBe(1)

    // Private: only editors fetch the file itself, as an attachment.
    const rest = restClient(payload)
    const path = `/api/product-files/file/${kept.filename}`
    expect((await rest('GET', path)).status).toBe(403)
    const forEditor = await rest('GET', path, { token: await logIn(rest, 'bien-tap@example.vn') })
    expect(forEditor.status).toBe(200)
    expect(forEditor.headers.get('content-disposition')).toBe('attachment')
    expect(
      Buffer.from(await forEditor.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
  })
})
