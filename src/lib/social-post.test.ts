import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { socialPost } from './social-post'

describe('social posts', () => {
  it('accepts posts on the allowed providers', () => {
    expect(socialPost('https://x.com/thuthuat/status/1234567890')).toEqual({
      provider: 'x',
      postUrl: 'https://x.com/thuthuat/status/1234567890',
      embedUrl: 'https://platform.twitter.com/embed/Tweet.html?id=1234567890',
    })
    expect(socialPost('https://twitter.com/thuthuat/status/1234567890?s=20')?.provider).toBe('x')
    expect(socialPost('https://www.tiktok.com/@meo.dien.thoai/video/7212345678901234567')?.embedUrl).toBe(
      'https://www.tiktok.com/embed/v2/7212345678901234567',
    )
    expect(socialPost('https://www.instagram.com/p/CxYz123AbC/')?.embedUrl).toBe(
      'https://www.instagram.com/p/CxYz123AbC/embed',
    )
    expect(socialPost('https://www.facebook.com/thuthuat/posts/pfbid0abc')?.embedUrl).toBe(
      'https://www.facebook.com/plugins/post.php?href=https%3A%2F%2Fwww.facebook.com%2Fthuthuat%2Fposts%2Fpfbid0abc&show_text=true',
    )
    expect(socialPost('https://www.facebook.com/thuthuat/videos/123456789/')?.embedUrl).toBe(
      'https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2Fthuthuat%2Fvideos%2F123456789%2F&show_text=true',
    )
    expect(socialPost('https://m.facebook.com/watch?v=123456')?.embedUrl).toContain(
      '/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2Fwatch%3Fv%3D123456',
    )
  })

  it('rebuilds the original post address from its parts, dropping credentials, ports, queries and fragments', () => {
    expect(socialPost('https://user:pass@x.com:8443/thuthuat/status/1234567890?ref=<script>#x')?.postUrl).toBe(
      'https://x.com/thuthuat/status/1234567890',
    )
    expect(socialPost('https://instagram.com/reel/CxYz123AbC?igsh=abc')?.postUrl).toBe(
      'https://www.instagram.com/reel/CxYz123AbC/',
    )
  })

  it('refuses other sites, other pages of the providers and anything hostile', () => {
    for (const url of [
      'https://evil.example/p/abc',
      'http://x.com/a/status/1234567',
      'https://x.com/home',
      'https://x.com/a/status/12<script>',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//x.com/a/status/1234567',
      'https://facebook.com.evil.example/a/posts/1',
      'https://x.com@evil.example/a/status/1234567',
      'https://evil.example/https://x.com/a/status/1234567',
      'https://www.instagram.com/p/"onerror=/',
      'https://www.tiktok.com/@a/video/123<b>',
      'https://www.facebook.com/plugins/post.php?href=https://evil.example',
      `https://x.com/a/status/1234567?${'x'.repeat(1_000_000)}`,
      '',
      null,
      42,
    ]) {
      expect(socialPost(url)).toBeNull()
    }
  })

  it('property: an embed only ever points at a provider host over https, with a strict id', () => {
    const prefixes = fc.constantFrom(
      'https://x.com/',
      'https://twitter.com/a/status/',
      'https://www.tiktok.com/@',
      'https://www.instagram.com/p/',
      'https://www.facebook.com/',
      'https://m.facebook.com/watch?v=',
      'javascript:',
      '//',
    )
    const hostile = fc.constantFrom(
      'a',
      '1234567',
      '/status/',
      '/video/',
      '/posts/',
      '/videos/',
      '<script>',
      '"',
      "'",
      '%22',
      '../',
      '\\',
      '@evil.example',
      '#',
      '?',
      '&',
      ' ',
    )
    const url = fc.oneof(
      fc.webUrl(),
      fc.string(),
      fc
        .tuple(prefixes, fc.array(fc.oneof(hostile, fc.string({ maxLength: 4 })), { maxLength: 8 }))
        .map(([prefix, tail]) => prefix + tail.join('')),
    )
    fc.assert(
      fc.property(url, (value) => {
        const post = socialPost(value)
        if (!post) return
        expect(post.embedUrl).toMatch(
          /^https:\/\/(www\.facebook\.com\/plugins\/(post|video)\.php\?href=https%3A%2F%2Fwww\.facebook\.com%2F[\w.%-]+&show_text=true|platform\.twitter\.com\/embed\/Tweet\.html\?id=\d{5,25}|www\.tiktok\.com\/embed\/v2\/\d{5,25}|www\.instagram\.com\/(p|reel)\/[\w-]{5,40}\/embed)$/,
        )
        expect(post.postUrl).toMatch(
          /^https:\/\/(www\.facebook\.com|x\.com|www\.tiktok\.com|www\.instagram\.com)\/[\w@.\/?=-]+$/,
        )
      }),
    )
  })
})
