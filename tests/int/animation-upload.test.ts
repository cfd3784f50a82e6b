import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { User } from '@/payload-types'
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
    data: { alt: 'Hoạt ảnh thử' },
    file: { data, name, mimetype, size: data.length },
    user: editor,
    overrideAccess: false,
  })

const animation = fs.readFileSync(path.resolve('public/animations/phone-ring.json'))

describe('Lottie animations in the media library', () => {
  it('accepts a Lottie .json file, stored under a random name and served as JSON', async () => {
    const media = await upload(animation, 'Điện thoại đổ chuông.JSON', 'application/json')
    expect(media.filename).toMatch(/^[0-9a-f-]{36}\.json$/)
    expect(media.mimeType).toBe('application/json')
    expect(media.url).toMatch(/^\/api\/media\/file\/[0-9a-f-]{36}\.json$/)
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, 'media', media.filename!), 'utf8'))).toMatchObject({
      fr: 30,
      ip: 0,
      op: 72,
    })
  })

  it('refuses JSON that is not a Lottie animation, broken JSON, and other content named .json, in Vietnamese', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#0b5cd5' } })
      .png()
      .toBuffer()
    const refused = [
      [Buffer.from('{"name":"không phải hoạt ảnh"}'), 'du-lieu.json', 'application/json'],
      [Buffer.from('{"fr":30,"ip":0,"op":60,"layers":'), 'hong.json', 'application/json'],
      [Buffer.from('<script>alert(1)</script>'), 'trang.json', 'application/json'],
      [png, 'anh.json', 'image/png'],
      [
        Buffer.from(JSON.stringify({ fr: 30, ip: 0, op: 60, layers: ['x'.repeat(2_000_001)] })),
        'qua-lon.json',
        'application/json',
      ],
    ] as const
    for (const [data, name, mimetype] of refused) {
      const error = await upload(data, name, mimetype).then(
        () => null,
        (caught: { data?: { errors?: { message: string }[] } }) => caught,
      )
      expect(error?.data?.errors?.[0]?.message).toMatch(/hoạt ảnh Lottie hợp lệ/)
    }
    await expect(upload(animation, 'hoat-anh.json', 'image/png')).resolves.toMatchObject({
      mimeType: 'application/json',
    })
  })

  it('keeps animations out of the fields that show an image', async () => {
    const media = await upload(animation, 'chuong.json', 'application/json')
    await expect(
      payload.create({
        collection: 'posts',
        data: { title: 'Bài có ảnh đại diện là hoạt ảnh', featuredImage: media.id, _status: 'published' },
        user: editor,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
  })
})
