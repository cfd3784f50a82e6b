import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ftypBox as ftyp, mp4Sample as mp4, webmSample as webm } from '../../../tests/fixtures/videos'
import { acceptedVideoType, claimsVideo, videoTypeOf } from './video-type'

const matroska = Buffer.from(webm.toString('hex').replace('847765626d', '886d6174726f736b61'), 'hex')
const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')

describe('videoTypeOf', () => {
  it('knows MP4 by its ftyp box and WebM by its EBML header', () => {
    expect(videoTypeOf(mp4)).toBe('video/mp4')
    for (const brand of ['mp42', 'avc1', 'M4V ', 'iso5']) expect(videoTypeOf(ftyp(brand)), brand).toBe('video/mp4')
    expect(videoTypeOf(webm)).toBe('video/webm')
  })

  it('refuses images sharing the MP4 box, other Matroska files, images, text and nothing', () => {
    for (const brand of ['avif', 'heic', 'mif1', 'qt  ']) expect(videoTypeOf(ftyp(brand)), brand).toBeNull()
    expect(videoTypeOf(matroska)).toBeNull()
    expect(videoTypeOf(png)).toBeNull()
    expect(videoTypeOf(Buffer.from('<script>alert(1)</script>'))).toBeNull()
    expect(videoTypeOf(Buffer.from('ftyp'))).toBeNull()
    expect(videoTypeOf(Buffer.alloc(0))).toBeNull()
  })

  it('never calls bytes a video unless they start like one', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const type = videoTypeOf(bytes)
        const head = Buffer.from(bytes)
        if (type === 'video/mp4') expect(head.toString('latin1', 4, 8)).toBe('ftyp')
        if (type === 'video/webm') expect(head.subarray(0, 4).toString('hex')).toBe('1a45dfa3')
      }),
    )
  })

  it('reads only the head: whatever follows a video header does not change the answer', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (tail) => {
        expect(videoTypeOf(Buffer.concat([ftyp('mp42'), tail]))).toBe('video/mp4')
        expect(videoTypeOf(Buffer.concat([webm, tail]))).toBe('video/webm')
      }),
    )
  })
})

describe('acceptedVideoType and claimsVideo', () => {
  it('accepts a video whose name says what it is', () => {
    expect(acceptedVideoType('nen.MP4', mp4)).toBe('video/mp4')
    expect(acceptedVideoType('nen.m4v', mp4)).toBe('video/mp4')
    expect(acceptedVideoType('nen.webm', webm)).toBe('video/webm')
  })

  it('refuses a disguised file: a WebM named .mp4, an MP4 named .webm, an image or a script named as a video', () => {
    expect(acceptedVideoType('nen.mp4', webm)).toBeNull()
    expect(acceptedVideoType('nen.webm', mp4)).toBeNull()
    expect(acceptedVideoType('anh.mp4', png)).toBeNull()
    expect(acceptedVideoType('trang.webm', Buffer.from('<script>alert(1)</script>'))).toBeNull()
    expect(acceptedVideoType('video', mp4)).toBeNull()
  })

  it('treats a video extension or a video/* type as a claim to check', () => {
    expect(claimsVideo('a.mp4', 'application/octet-stream')).toBe(true)
    expect(claimsVideo('a.WEBM', undefined)).toBe(true)
    expect(claimsVideo('a.bin', 'video/quicktime')).toBe(true)
    expect(claimsVideo('a.png', 'image/png')).toBe(false)
    expect(claimsVideo('a.json', 'application/json')).toBe(false)
  })
})
