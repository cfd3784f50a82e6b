import { describe, expect, it } from 'vitest'
import { articleEmbed } from './article-embed'

describe('articleEmbed', () => {
  it('plays YouTube and Vimeo in privacy mode', () => {
    expect(articleEmbed('https://youtu.be/dQw4w9WgXcQ')).toEqual({
      kind: 'video',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0&enablejsapi=1',
    })
    expect(articleEmbed('https://vimeo.com/76979871')).toEqual({
      kind: 'video',
      embedUrl: 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
    })
  })

  it("shows posts of the social embed widget's services", () => {
    expect(articleEmbed('https://x.com/thuthuat/status/1234567890')).toMatchObject({
      kind: 'social',
      post: { provider: 'x', embedUrl: 'https://platform.twitter.com/embed/Tweet.html?id=1234567890' },
    })
  })

  it('refuses anything else: other sites, our own files, scripts', () => {
    for (const url of ['https://example.com/v', '/api/media/file/a.mp4', 'javascript:alert(1)', 42, ''])
      expect(articleEmbed(url)).toBeNull()
  })
})
