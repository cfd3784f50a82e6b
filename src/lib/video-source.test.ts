import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { videoSource } from './video-source'

const privacy = { privacy: true, start: 0 }

describe('video sources', () => {
  it('reads YouTube addresses in every common shape, in privacy mode by default', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://m.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      ' http://youtube.com/watch?v=dQw4w9WgXcQ&t=5 ',
    ]) {
      expect(videoSource(url, privacy)).toEqual({
        kind: 'youtube',
        id: 'dQw4w9WgXcQ',
        embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0&enablejsapi=1',
      })
    }
  })

  it('starts where asked, leaves privacy mode when asked, and mutes a player that starts by itself', () => {
    expect(videoSource('https://youtu.be/dQw4w9WgXcQ', { privacy: false, start: '90.5' })).toMatchObject({
      embedUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0&enablejsapi=1&start=90',
    })
    expect(videoSource('https://youtu.be/dQw4w9WgXcQ', { privacy: true, start: 1e300 })).toMatchObject({
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0&enablejsapi=1&start=86400',
    })
    expect(videoSource('https://youtu.be/dQw4w9WgXcQ', { privacy: true, start: -5, autoplay: true })).toMatchObject({
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0&enablejsapi=1&mute=1',
    })
    expect(videoSource('https://vimeo.com/76979871', { privacy: true, start: 30, autoplay: true })).toMatchObject({
      embedUrl: 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1&muted=1#t=30s',
    })
    expect(videoSource('https://vimeo.com/76979871', { privacy: false, start: 'x' })).toMatchObject({
      embedUrl: 'https://player.vimeo.com/video/76979871?autoplay=1',
    })
  })

  it('reads Vimeo and our own video uploads', () => {
    expect(videoSource('https://vimeo.com/76979871', privacy)).toEqual({
      kind: 'vimeo',
      id: '76979871',
      embedUrl: 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
    })
    expect(videoSource('/api/media/file/huong-dan.mp4', privacy)).toEqual({
      kind: 'file',
      url: '/api/media/file/huong-dan.mp4',
    })
    expect(videoSource('/api/media/file/quay-man-hinh.WEBM', privacy)).toEqual({
      kind: 'file',
      url: '/api/media/file/quay-man-hinh.WEBM',
    })
  })

  it('refuses everything else', () => {
    for (const url of [
      'javascript:alert(1)',
      'data:video/mp4;base64,AAAA',
      'https://evil.example/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'https://evil.example/https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=<script>',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ"onload="x',
      'https://youtu.be/dQw4w9WgXcQ/extra',
      '//youtu.be/dQw4w9WgXcQ',
      '//evil.example/api/media/file/a.mp4',
      'ftp://youtu.be/dQw4w9WgXcQ',
      '/api/media/file/../../x.mp4',
      '/api/media/file/a.exe',
      '/api/media/file/a.mp4?x=1',
      '/api/media/file/a/b.mp4',
      'https://evil.example/api/media/file/a.mp4',
      'https://vimeo.com/abc',
      'https://vimeo.com/channels/staff/76979871',
      `https://youtu.be/dQw4w9WgXcQ?${'x'.repeat(1_000_000)}`,
      '',
      42,
      null,
    ]) {
      expect(videoSource(url, privacy)).toBeNull()
    }
  })

  it('property: an embed only ever points at the two providers over https, and a file only at our uploads', () => {
    const prefixes = fc.constantFrom(
      'https://youtu.be/',
      'https://www.youtube.com/watch?v=',
      'https://www.youtube.com/embed/',
      'https://vimeo.com/',
      '/api/media/file/',
      'javascript:',
      'data:',
      '//',
    )
    const hostile = fc.constantFrom(
      'dQw4w9WgXcQ',
      '76979871',
      'a.mp4',
      '<script>',
      '"',
      "'",
      '../',
      '%2e%2e/',
      '\\',
      '@evil.example',
      '#',
      '?',
      ' ',
      '\n',
    )
    const url = fc.oneof(
      fc.string(),
      fc.webUrl(),
      fc
        .tuple(prefixes, fc.array(fc.oneof(hostile, fc.string({ maxLength: 4 })), { maxLength: 6 }))
        .map(([prefix, tail]) => prefix + tail.join('')),
    )
    fc.assert(
      fc.property(
        url,
        fc.boolean(),
        fc.boolean(),
        fc.oneof(fc.anything(), fc.double()),
        (value, privacyMode, autoplay, start) => {
          const source = videoSource(value, { privacy: privacyMode, start, autoplay })
          if (!source) return
          if (source.kind === 'file') expect(source.url).toMatch(/^\/api\/media\/file\/[\w.-]+\.(mp4|webm)$/i)
          else if (source.kind === 'youtube')
            expect(source.embedUrl).toMatch(
              /^https:\/\/www\.youtube(-nocookie)?\.com\/embed\/[\w-]{11}\?autoplay=1&rel=0&enablejsapi=1(&mute=1)?(&start=\d+)?$/,
            )
          else
            expect(source.embedUrl).toMatch(
              /^https:\/\/player\.vimeo\.com\/video\/\d{6,12}\?autoplay=1(&dnt=1)?(&muted=1)?(#t=\d+s)?$/,
            )
        },
      ),
    )
  })
})
