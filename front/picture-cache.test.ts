import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { PageCache } from './page-cache.mjs'
import {
  PICTURE_KEEPING,
  answersInFormat,
  asksForPicture,
  mayKeepPicture,
  pictureFormat,
  pictureKey,
} from './picture-cache.mjs'
import { EVERYTHING_TAG } from '../src/lib/everything-tag.mjs'

const picture = '/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fa.jpg&w=828&q=75'
const chrome = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'

function request(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return { url, method, headers } as never
}

/** What Next.js's image optimizer answers. */
const optimized = {
  'cache-control': 'public, max-age=31536000, must-revalidate',
  'content-type': 'image/avif',
  vary: 'Accept',
  'x-nextjs-cache': 'MISS',
}

describe('asksForPicture', () => {
  it('takes whole GETs of optimized pictures, and nothing else', () => {
    expect(asksForPicture(request(picture))).toBe(true)
    expect(asksForPicture(request(picture, { cookie: 'payload-token=x' }))).toBe(true)
    expect(asksForPicture(request(picture, { range: 'bytes=0-9' }))).toBe(false)
    expect(asksForPicture(request(picture, {}, 'HEAD'))).toBe(false)
    for (const url of ['/api/media/file/a.jpg', '/_next/static/a.js', '/_next/images', '/'])
      expect(asksForPicture(request(url))).toBe(false)
  })
})

describe('pictureFormat', () => {
  it('answers AVIF, then WebP, then the original, as next.config.ts orders them', () => {
    expect(pictureFormat(chrome)).toBe('image/avif')
    expect(pictureFormat('image/webp,*/*')).toBe('image/webp')
    expect(pictureFormat('image/avif;q=0, image/webp;q=0.9, */*;q=0.8')).toBe('image/webp')
    expect(pictureFormat('image/avif;q=0.0,image/webp;q=0')).toBe('original')
    expect(pictureFormat('image/AVIF;q=0.5')).toBe('image/avif')
    for (const accept of [undefined, '', '*/*', 'image/png,image/*', 'text/html', ';;,,q=0']) {
      expect(pictureFormat(accept)).toBe('original')
    }
    const config = readFileSync(new URL('../next.config.ts', import.meta.url), 'utf8')
    expect(config).toContain("formats: ['image/avif', 'image/webp']")
  })

  it('keeps an answer only under the format it is in', () => {
    expect(answersInFormat(request(picture, { accept: chrome }), 'image/avif')).toBe(true)
    expect(answersInFormat(request(picture, { accept: chrome }), 'image/webp')).toBe(false)
    expect(answersInFormat(request(picture, { accept: '*/*' }), 'image/jpeg')).toBe(true)
    expect(answersInFormat(request(picture, { accept: '*/*' }), 'image/avif')).toBe(false)
  })
})

describe('pictureKey', () => {
  it('tells formats and addresses apart, and not the wording of the same choice', () => {
    const keys = new Set([
      pictureKey(request(picture, { accept: chrome })),
      pictureKey(request(picture, { accept: 'image/webp,*/*' })),
      pictureKey(request(picture)),
      pictureKey(request(picture.replace('w=828', 'w=400'), { accept: chrome })),
    ])
    expect(keys.size).toBe(4)
    expect(pictureKey(request(picture, { accept: chrome }))).toBe(
      pictureKey(request(picture, { accept: 'image/avif,image/webp,*/*' })),
    )
  })
})

describe('kept pictures', () => {
  it('are kept as sent (never compressed again) until everything is dropped', () => {
    const pictures = new PageCache({ compress: false })
    const key = pictureKey(request(picture, { accept: chrome }))
    pictures.set(key, 200, optimized, Buffer.from('avif'), PICTURE_KEEPING)
    const entry = pictures.get(key)!
    expect(entry.body.toString()).toBe('avif')
    expect(entry.gzip).toBeNull()
    expect(entry.headers).toMatchObject({ vary: 'Accept', 'content-type': 'image/avif' })
    expect(entry.headers['x-nextjs-cache']).toBeUndefined()
    pictures.invalidate(['posts', 'slug:a'])
    expect(pictures.get(key)).not.toBeNull()
    pictures.invalidate([EVERYTHING_TAG])
    expect(pictures.get(key)).toBeNull()
  })

  it('are not kept when the optimizer failed or set a cookie', () => {
    const pictures = new PageCache({ compress: false })
    pictures.set('a', 400, optimized, Buffer.from('bad'), PICTURE_KEEPING)
    pictures.set('b', 200, { ...optimized, 'set-cookie': 'a=b' }, Buffer.from('x'), PICTURE_KEEPING)
    expect([pictures.get('a'), pictures.get('b')]).toEqual([null, null])
  })

  it('are kept only from anonymous askers, whose answer anyone may see', () => {
    expect(mayKeepPicture(request(picture, { accept: chrome }))).toBe(true)
    expect(mayKeepPicture(request(picture, { cookie: 'payload-token=x' }))).toBe(false)
    expect(mayKeepPicture(request(picture, { authorization: 'JWT x' }))).toBe(false)
  })
})
