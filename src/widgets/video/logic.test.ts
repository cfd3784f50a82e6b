import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { videoSource } from './logic'

const privacy = { privacy: true, start: 0 }

describe('video sources', () => {
  it('reads YouTube addresses in every common shape, in privacy mode by default', () => {
    for (const url of ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://youtu.be/dQw4w9WgXcQ', 'https://m.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ']) {
      expect(videoSource(url, privacy)).toMatchObject({ kind: 'youtube', id: 'dQw4w9WgXcQ', embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0' })
    }
    expect(videoSource('https://youtu.be/dQw4w9WgXcQ', { privacy: false, start: '90.5' })).toMatchObject({ embedUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0&start=90' })
  })

  it('reads Vimeo and our own video uploads', () => {
    expect(videoSource('https://vimeo.com/76979871', privacy)).toMatchObject({ kind: 'vimeo', embedUrl: 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1' })
    expect(videoSource('/api/media/file/huong-dan.mp4', privacy)).toEqual({ kind: 'file', url: '/api/media/file/huong-dan.mp4' })
  })

  it('refuses everything else', () => {
    for (const url of ['javascript:alert(1)', 'https://evil.example/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=<script>', '//youtu.be/dQw4w9WgXcQ', '/api/media/file/../../x.mp4', '/api/media/file/a.exe', 'https://vimeo.com/abc', '', 42]) {
      expect(videoSource(url, privacy)).toBeNull()
    }
  })

  it('property: an embed only ever points at the two providers, and a file only at our uploads', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.constantFrom('https://youtu.be/', 'https://vimeo.com/', '/api/media/file/').chain((prefix) => fc.string().map((tail) => prefix + tail))), fc.boolean(), (url, privacyMode) => {
        const source = videoSource(url, { privacy: privacyMode, start: 0 })
        if (!source) return
        if (source.kind === 'file') expect(source.url).toMatch(/^\/api\/media\/file\/[\w.-]+\.(mp4|webm)$/i)
        else expect(source.embedUrl).toMatch(/^https:\/\/(www\.youtube-nocookie\.com|www\.youtube\.com|player\.vimeo\.com)\/(embed|video)\/[\w-]+\?/)
      }),
    )
  })
})
