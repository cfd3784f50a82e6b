import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { socialEmbed } from './logic'

describe('social embeds', () => {
  it('accepts posts on the allowed providers', () => {
    expect(socialEmbed('https://x.com/thuthuat/status/1234567890')).toEqual({ provider: 'x', postUrl: 'https://x.com/thuthuat/status/1234567890', embedUrl: 'https://platform.twitter.com/embed/Tweet.html?id=1234567890' })
    expect(socialEmbed('https://twitter.com/thuthuat/status/1234567890?s=20')?.provider).toBe('x')
    expect(socialEmbed('https://www.tiktok.com/@meo.dien.thoai/video/7212345678901234567')?.embedUrl).toBe('https://www.tiktok.com/embed/v2/7212345678901234567')
    expect(socialEmbed('https://www.instagram.com/p/CxYz123AbC/')?.embedUrl).toBe('https://www.instagram.com/p/CxYz123AbC/embed')
    expect(socialEmbed('https://www.facebook.com/thuthuat/posts/pfbid0abc')?.embedUrl).toBe(
      'https://www.facebook.com/plugins/post.php?href=https%3A%2F%2Fwww.facebook.com%2Fthuthuat%2Fposts%2Fpfbid0abc&show_text=true',
    )
    expect(socialEmbed('https://m.facebook.com/watch?v=123456')?.embedUrl).toContain('/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2Fwatch%3Fv%3D123456')
  })

  it('refuses other sites, other pages of the providers and anything hostile', () => {
    for (const url of ['https://evil.example/p/abc', 'http://x.com/a/status/1234567', 'https://x.com/home', 'https://x.com/a/status/12<script>', 'javascript:alert(1)', 'https://facebook.com.evil.example/a/posts/1', 'https://www.instagram.com/p/"onerror=/', '', null]) {
      expect(socialEmbed(url)).toBeNull()
    }
  })

  it('property: an embed only ever points at a provider host over https', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl(), fc.string(), fc.constantFrom('https://x.com/', 'https://www.tiktok.com/@', 'https://www.instagram.com/p/', 'https://www.facebook.com/').chain((prefix) => fc.string().map((tail) => prefix + tail))), (url) => {
        const embed = socialEmbed(url)
        if (embed) expect(embed.embedUrl).toMatch(/^https:\/\/(www\.facebook\.com\/plugins|platform\.twitter\.com\/embed|www\.tiktok\.com\/embed|www\.instagram\.com\/(p|reel)\/[\w-]+\/embed)/)
      }),
    )
  })
})
