import { describe, expect, it } from 'vitest'
import { embeddedPage, embedProvider } from './embeds'

describe('an embedded service', () => {
  it('is known by its host, with or without www. or m.', () => {
    const providers = [
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://vimeo.com/76979871',
      'https://fb.watch/abc/',
      'https://www.tiktok.com/@thuthuat/video/1',
      'https://twitter.com/thuthuat/status/1',
      'https://www.instagram.com/reel/Cx1/',
      'https://zalo.me/thuthuat',
      'ftp://youtube.com/x',
    ].map((address) => embedProvider(new URL(address)))
    expect(providers).toEqual([
      'YouTube',
      'YouTube',
      'Vimeo',
      'Facebook',
      'TikTok',
      'X (Twitter)',
      'Instagram',
      null,
      null,
    ])
  })

  it("is read back from its player's frame to the page it shows", () => {
    const page = (frame: string) => embeddedPage(new URL(frame))
    expect(page('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0')).toBe(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    )
    expect(page('https://player.vimeo.com/video/76979871?h=1')).toBe('https://vimeo.com/76979871')
    expect(
      page('https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2Fthuthuat%2Fvideos%2F1%2F'),
    ).toBe('https://www.facebook.com/thuthuat/videos/1/')
    expect(page('https://www.instagram.com/p/Cx1/embed/captioned/')).toBe('https://www.instagram.com/p/Cx1/')
    expect(page('https://www.tiktok.com/embed/v2/7234')).toBe('https://www.tiktok.com/embed/v2/7234')
  })
})
